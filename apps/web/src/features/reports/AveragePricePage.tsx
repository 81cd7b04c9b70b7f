import { REPORT_TEXTS as T } from '@ability/domain';
import { useReport } from '../../api/reports';
import { useReportFilters } from './ReportFilters';
import { ReportPage } from './ReportPage';
import { AveragePriceTable, ReportSection } from './tables';

/** Preço médio por produto: overall, by channel, by seller, by group and by sector. */
export function AveragePricePage() {
  const filters = useReportFilters();
  const report = useReport('average_price_product', filters.applied);
  const d = report.data;
  const S = T.averageSections;
  return (
    <ReportPage title={T.averagePrice} kind="average_price_product" filters={filters} loading={report.isFetching}>
      {d && (
        <>
          <ReportSection id="products" title={S.products}>
            <AveragePriceTable title={S.products} groups={[{ key: '__all', name: S.products, products: d.products }]} />
          </ReportSection>
          <ReportSection id="channels" title={S.channels}>
            <AveragePriceTable
              title={S.channels}
              groups={d.channels.map((c) => ({ key: c.channel, name: c.name, products: c.products }))}
            />
          </ReportSection>
          <ReportSection id="employees" title={S.employees}>
            <AveragePriceTable
              title={S.employees}
              groups={d.employees.map((e) => ({ key: String(e.id), name: e.name, products: e.products }))}
            />
          </ReportSection>
          <ReportSection id="groups" title={S.groups}>
            <AveragePriceTable
              title={S.groups}
              groups={d.groups.map((g) => ({ key: String(g.id), name: g.description, products: g.products }))}
            />
          </ReportSection>
          <ReportSection id="sectors" title={S.sectors}>
            <AveragePriceTable
              title={S.sectors}
              groups={d.sectors.map((g) => ({ key: String(g.id), name: g.description, products: g.products }))}
            />
          </ReportSection>
        </>
      )}
    </ReportPage>
  );
}
