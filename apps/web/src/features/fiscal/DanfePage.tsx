import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useNavigate, useParams } from 'react-router';
import { nfceXmlUrl, useNfceDanfe } from '../../api/nfce';
import './danfe.css';

const D = N.danfe;

/**
 * The DANFE NFC-e for 80-mm thermal paper (/vendas/{id}/danfe): the issuer, the items, the totals, the
 * payments, the consultation address and the access key in blocks of 4, the consumer, the number and the
 * protocol, the QR code (version 3, its address built by the server with the note) and, in homologação,
 * the layout's 'sem valor fiscal' line. '@media print' prints the strip alone at 80 mm (danfe.css).
 */
export default function DanfePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const danfe = useNfceDanfe(id);
  const d = danfe.data;
  if (danfe.isLoading) return <Spin tip={D.loading} />;
  if (!d) return <Alert type="error" showIcon title={N.issueError} />;
  return (
    <div className="danfe-page">
      <Space className="no-print" wrap style={{ marginBottom: 12 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {D.back}
        </Button>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          disabled={d.state !== 'autorizada'}
        >
          {D.print}
        </Button>
        <Button icon={<DownloadOutlined />} href={nfceXmlUrl(id)} download>
          {N.downloadXml}
        </Button>
      </Space>
      {d.state !== 'autorizada' && (
        <Alert className="no-print" type="warning" showIcon title={D.notAuthorised} style={{ marginBottom: 12 }} />
      )}
      <article className="danfe" data-testid="danfe" aria-label={D.title}>
        <header className="danfe-center">
          <strong>{d.issuer.name}</strong>
          <div>
            {D.cnpj} {d.issuer.cnpj} {D.ie} {d.issuer.ie}
          </div>
          <div>{d.issuer.address}</div>
          <div className="danfe-rule" />
          <div>{D.heading}</div>
        </header>
        {d.environment_notice && (
          <p className="danfe-notice" data-testid="danfe-homologacao">
            {d.environment_notice}
          </p>
        )}
        {d.demo && (
          <p className="danfe-notice" data-testid="danfe-demo">
            {N.demo}
          </p>
        )}
        <table className="danfe-items">
          <thead>
            <tr>
              <th>{D.code}</th>
              <th>{D.description}</th>
              <th className="num">{D.qty}</th>
              <th>{D.unit}</th>
              <th className="num">{D.unitPrice}</th>
              <th className="num">{D.total}</th>
            </tr>
          </thead>
          <tbody>
            {d.items.map((i, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the note's lines are fixed, in the XML's order
              <tr key={`${i.code}-${n}`}>
                <td>{i.code}</td>
                <td>{i.description}</td>
                <td className="num">{i.quantity}</td>
                <td>{i.unit}</td>
                <td className="num">{i.unit_price}</td>
                <td className="num">{i.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="danfe-totals">
          <dt>{D.itemsCount}</dt>
          <dd>{d.totals.items}</dd>
          <dt>{D.totalValue}</dt>
          <dd>{d.totals.products}</dd>
          {d.totals.discount !== '0,00' && (
            <>
              <dt>{D.discount}</dt>
              <dd>{d.totals.discount}</dd>
            </>
          )}
          <dt>
            <strong>{D.toPay}</strong>
          </dt>
          <dd data-testid="danfe-total">
            <strong>{d.totals.to_pay}</strong>
          </dd>
          <dt className="danfe-head">{D.paymentMethod}</dt>
          <dd className="danfe-head">{D.paidValue}</dd>
          {d.payments.map((p, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the note's payments are fixed, in the XML's order
            <Pair key={`${p.method}-${n}`} term={p.method} value={p.value} />
          ))}
          {d.change && <Pair term={D.change} value={d.change} />}
        </dl>
        {d.totals.icms_mono && (
          <p className="danfe-small">
            {D.taxes} {d.totals.icms_mono}
          </p>
        )}
        <div className="danfe-rule" />
        <section className="danfe-center">
          <div>{D.consultAt}</div>
          <div className="danfe-url">{d.url_chave}</div>
          <div className="danfe-key-label">{D.accessKey}</div>
          <div className="danfe-key" data-testid="danfe-key">
            {d.access_key_blocks}
          </div>
        </section>
        <div className="danfe-rule" />
        <section className="danfe-center">
          <div>
            <strong>{D.consumer}</strong> — {d.consumer}
          </div>
        </section>
        <div className="danfe-rule" />
        <section className="danfe-center">
          <div>
            <strong>{D.nfceLine(d.number, d.series, d.issued_at)}</strong>
          </div>
          <div data-testid="danfe-protocol">
            {D.protocol} {d.protocol ?? '—'}
          </div>
          <div>
            {D.authorisedAt} {d.received_at ?? '—'}
          </div>
        </section>
        <figure className="danfe-qr" aria-label={D.qrLabel}>
          <QRCodeSVG value={d.qr_code} size={150} level="M" data-testid="danfe-qr" />
        </figure>
        {d.info && <p className="danfe-small danfe-center">{d.info}</p>}
      </article>
    </div>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
