import { CUSTOMER_TEXTS as T } from '@ability/domain';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type CustomerImport, useCustomerImport, useCustomerOptions, useImportCustomers } from '../../api/customers';
import { UnitsSelect } from '../../shared/UnitsSelect';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';

/**
 * Upload of a CSV or XLSX of customers into one unit, with the template. The server imports it in the
 * background: the modal follows its progress and lists the refused lines with the reason.
 */
export function CustomerImportModal({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const options = useCustomerOptions();
  const run = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [resaleId, setResaleId] = useState<number | undefined>();
  const [started, setStarted] = useState<CustomerImport | null>(null);
  const job = useCustomerImport(started).data ?? null;
  const unit = resaleId ?? (options.data?.resales.length === 1 ? options.data.resales[0]!.id : undefined);
  const running = run.isPending || job?.state === 'running';

  // The seed's toasts, once per import, when it ends.
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!job || job.state === 'running' || told.current === job.id) return;
    told.current = job.id;
    if (job.state === 'finished') notify.success(T.imported);
    else notify.error(T.importError, job.error ?? undefined);
  }, [job, notify]);

  const submit = async () => {
    if (!file) return;
    try {
      setStarted(await run.mutateAsync({ file, resaleId: unit }));
    } catch (err) {
      notify.error(T.importError, errorReason(err));
    }
  };

  return (
    <Modal
      open
      title={T.import}
      onCancel={onClose}
      width={760}
      footer={
        <Space>
          <Button onClick={onClose}>Fechar</Button>
          <Button type="primary" disabled={!file || !unit} loading={running} onClick={submit}>
            Importar
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <a href="/api/customers/import/template" download>
          <Button icon={<DownloadOutlined />}>{T.importTemplate}</Button>
        </a>
        <UnitsSelect units={options.data?.resales} value={unit} onChange={setResaleId} style={{ width: '100%' }} />
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          disabled={running}
          beforeUpload={(f) => {
            setFile(f);
            setStarted(null);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>{T.importChoose}</Button>
        </Upload>
        {job && <ImportProgress job={job} />}
      </Space>
    </Modal>
  );
}

/** An import's progress, its outcome and its refused lines. */
function ImportProgress({ job }: { job: CustomerImport }) {
  const percent = job.total ? Math.floor((job.done * 100) / job.total) : 100;
  const status = job.state === 'running' ? 'active' : job.state === 'finished' ? 'success' : 'exception';
  return (
    <>
      <Progress percent={percent} status={status} aria-label={T.importProgress(job.done, job.total)} />
      <Typography.Text type="secondary" data-testid="import-progress">
        {T.importProgress(job.done, job.total)}
      </Typography.Text>
      {job.state !== 'running' && (
        <Alert
          type={job.state !== 'finished' ? 'error' : job.refused ? 'warning' : 'success'}
          title={T.importReport(job.created, job.updated, job.refused)}
          description={job.error ?? undefined}
        />
      )}
      {job.failed.length > 0 && (
        <>
          <Typography.Title level={5}>{T.importRefusedTitle}</Typography.Title>
          {job.refused > job.failed.length && (
            <Typography.Text type="secondary">{T.importRefusedFirst(job.failed.length, job.refused)}</Typography.Text>
          )}
          <Table
            size="small"
            rowKey="line"
            dataSource={job.failed}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { title: T.importColumns.line, dataIndex: 'line', width: 70 },
              { title: T.importColumns.name, dataIndex: 'name', width: 200 },
              { title: T.importColumns.reason, dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </>
  );
}
