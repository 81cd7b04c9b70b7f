import { REPORT_TEXTS as T } from '@ability/domain';
import { useReport } from '../../api/reports';
import { useReportFilters } from './ReportFilters';
import { ReportPage } from './ReportPage';
import { ReportSection, SellerMatrix } from './tables';

/** Fechamento de venda por produto: the daily closing's product section over any period, by quantity and value. */
export function ProductPerSellerPage() {
  const filters = useReportFilters();
  const report = useReport('product_per_seller', filters.applied);
  const d = report.data;
  const columns = d?.products.map((p) => p.description) ?? [];
  return (
    <ReportPage title={T.productPerSeller} kind="product_per_seller" filters={filters} loading={report.isFetching}>
      {d && (
        <>
          <ReportSection id="quantity" title={`${T.sections.employees_products} (${T.quantity.toLowerCase()})`}>
            <SellerMatrix
              title={T.quantity}
              money={false}
              columns={columns}
              sellers={d.employees.map((e) => ({ ...e, values: e.products }))}
            />
          </ReportSection>
          <ReportSection id="value" title={`${T.sections.employees_products} (${T.value.toLowerCase()})`}>
            <SellerMatrix
              title={T.value}
              columns={columns}
              sellers={d.employees.map((e) => ({ ...e, values: e.values }))}
            />
          </ReportSection>
        </>
      )}
    </ReportPage>
  );
}

/** Vendas por forma de pagamento: the daily closing's payment-method section over any period. */
export function PaymentMethodPerSellerPage() {
  const filters = useReportFilters();
  const report = useReport('payment_method_per_seller', filters.applied);
  const d = report.data;
  return (
    <ReportPage
      title={T.paymentMethodPerSeller}
      kind="payment_method_per_seller"
      filters={filters}
      loading={report.isFetching}
    >
      {d && (
        <ReportSection id="payments" title={T.sections.employees_payments}>
          <SellerMatrix
            title={T.sections.employees_payments}
            columns={d.payment_methods.map((m) => m.description)}
            sellers={d.employees.map((e) => ({ ...e, values: e.payments }))}
          />
        </ReportSection>
      )}
    </ReportPage>
  );
}
