import { NFCE_SCREEN_TEXTS as N } from '@ability/domain';
import { DownloadOutlined, PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { Link } from 'react-router';
import { nfceXmlUrl, useSaleNfce } from '../../api/nfce';
import { NfceTag } from './NfceTag';
import { useNfceIssue } from './useNfceActions';
import './nfce.css';

export interface SaleNfcePanelProps {
  saleId: number;
  /** The unit issues by hand: 'Emitir NFC-e' while the sale has no note. */
  manual: boolean;
  /** A canceled or refused sale gets no note. */
  canceled: boolean;
}

/**
 * The sale's NFC-e on its form: the state (live), number, SEFAZ's message when rejected, the homologação and
 * demo notices, and its actions: 'Emitir NFC-e' / 'Reenviar', 'Imprimir DANFE', 'Baixar XML'.
 */
export function SaleNfcePanel({ saleId, manual, canceled }: SaleNfcePanelProps) {
  const nfce = useSaleNfce(saleId);
  const issue = useNfceIssue();
  const note = nfce.data;
  if (nfce.isLoading) return null;
  const canIssue = !canceled && (note ? note.state === 'rejeitada' : manual);
  if (!note && !canIssue) return null;
  return (
    <section className="sale-nfce" data-testid="sale-nfce" aria-label={N.panelTitle}>
      <Space wrap align="center">
        <strong>{N.panelTitle}</strong>
        <NfceTag state={note?.state} />
        {note && <span className="text-secondary">{N.number(note.series, note.number)}</span>}
        {canIssue && (
          <Button size="small" icon={<SendOutlined />} loading={issue.busy} onClick={() => issue.run(saleId)}>
            {note ? N.resend : N.issue}
          </Button>
        )}
        {note?.state === 'autorizada' && (
          <Link to={`/vendas/${saleId}/danfe`}>
            <Button size="small" icon={<PrinterOutlined />}>
              {N.printDanfe}
            </Button>
          </Link>
        )}
        {note && (
          <Button size="small" icon={<DownloadOutlined />} href={nfceXmlUrl(saleId)} download>
            {N.downloadXml}
          </Button>
        )}
      </Space>
      {note?.state === 'rejeitada' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          data-testid="nfce-rejection"
          title={N.rejectedBy(note.c_stat, note.x_motivo)}
        />
      )}
      {note?.environment_notice && (
        <div className="nfce-notice" data-testid="nfce-homologacao">
          {note.environment_notice}
        </div>
      )}
      {note?.demo && (
        <div className="nfce-notice" data-testid="nfce-demo">
          {N.demo}
        </div>
      )}
    </section>
  );
}
