import { CUSTOMER_TEXTS as T } from '@ability/domain';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { type ImportReport, useCustomerOptions, useImportCustomers } from '../../api/customers';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';

/** Upload of a CSV or XLSX of customers into one unit, with the template and the report of failed rows. */
export function CustomerImportModal({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const options = useCustomerOptions();
  const run = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [resaleId, setResaleId] = useState<number | undefined>();
  const [report, setReport] = useState<ImportReport | null>(null);
  const unit = resaleId ?? (options.data?.resales.length === 1 ? options.data.resales[0]!.id : undefined);

  const submit = async () => {
    if (!file) return;
    try {
      const r = await run.mutateAsync({ file, resaleId: unit });
      setReport(r);
      notify.success(T.imported);
    } catch (err) {
      notify.error(T.importError, errorReason(err));
    }
  };

  return (
    <Modal
      open
      title={T.import}
      onCancel={onClose}
      width={720}
      footer={
        <Space>
          <Button onClick={onClose}>Fechar</Button>
          <Button type="primary" disabled={!file || !unit} loading={run.isPending} onClick={submit}>
            Importar
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <a href="/api/customers/import/template" download>
          <Button icon={<DownloadOutlined />}>{T.importTemplate}</Button>
        </a>
        <UnitsSelect units={options.data?.resales} value={unit} onChange={setResaleId} style={{ width: '100%' }} />
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setReport(null);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{T.importChoose}</Button>
        </Upload>
        {report && (
          <>
            <Alert
              type={report.failed.length ? 'warning' : 'success'}
              message={T.importReport(report.created, report.updated, report.failed.length)}
            />
            {report.failed.length > 0 && (
              <Table
                size="small"
                rowKey="line"
                dataSource={report.failed}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: 'Linha', dataIndex: 'line', width: 70 },
                  { title: 'Nome', dataIndex: 'name' },
                  {
                    title: 'Erros',
                    dataIndex: 'errors',
                    render: (e: Record<string, string[]>) =>
                      Object.entries(e)
                        .map(([k, v]) => `${k}: ${v.join(', ')}`)
                        .join('; '),
                  },
                ]}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
