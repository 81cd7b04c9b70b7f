/**
 * Every antd component the app uses, in the states its screens draw them (antd-static-styles-compare.spec.ts):
 * built twice by that spec, with the app's build step (build/antdStaticStyles.ts: zero-runtime mode, the
 * rules drawn at build time) and without it (antd's run-time styles), and the two pages' computed styles
 * compared element by element. Open popups (a select's, a date picker's, a menu, a tooltip, a popover, a
 * confirmation, a dialog, a drawer) and a confirmation dialog, a message and a notice opened as the app opens them; no motion left
 * running when the spec reads the styles (dates fixed, popups opened at start).
 */
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
  message,
  notification,
} from 'antd';
import Search from 'antd/es/input/Search';
import Pagination from 'antd/es/pagination';
import Result from 'antd/es/result';
import ptBR from 'antd/locale/pt_BR';
import Table from 'antd/es/table';
import dayjs from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/app/dayjsSetup';
import { THEME } from '../../src/app/theme';

/** Set by the spec's build: true for the page with the build's static rules. */
declare const __ANTD_ZERO_RUNTIME__: boolean;

const day = dayjs('2026-03-16T10:30:00');
const options = [
  { value: 'p13', label: 'P13 — Botijão 13 kg' },
  { value: 'p45', label: 'P45 — Cilindro 45 kg' },
  { value: 'agua', label: 'Água mineral 20 L' },
];
const rows = [
  { key: 1, customer: 'Maria da Silva', product: 'P13', total: 'R$ 120,00', status: 'Entregue' },
  { key: 2, customer: 'João Souza', product: 'P45', total: 'R$ 480,00', status: 'Pendente' },
  { key: 3, customer: 'Ana Lima', product: 'Água', total: 'R$ 18,00', status: 'Cancelada' },
];

function Block({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section data-component={name} style={{ marginBottom: 16 }}>
      {children}
    </section>
  );
}

function Gallery() {
  const [form] = Form.useForm();
  // As the app opens them (shared/antdFeedback.ts): antd's hooks, a confirmation, a message, a notice.
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const [notices, noticeHolder] = notification.useNotification();
  useEffect(() => {
    void modal.confirm({ title: 'Sair?', content: 'Os dados serão perdidos.', okText: 'Sim', cancelText: 'Não' });
    void messages.success({ content: 'Venda salva', duration: 0 });
    notices.info({ title: 'Chamada recebida', description: '(19) 99999-0000', duration: 0 });
  }, [modal, messages, notices]);
  return (
    <div className="app-shell" style={{ padding: 16, width: 1280 }}>
      {modalHolder}
      {messageHolder}
      {noticeHolder}
      <Block name="Button">
        <Space wrap>
          <Button type="primary">Salvar venda</Button>
          <Button>Cancelar</Button>
          <Button type="dashed">Adicionar item</Button>
          <Button type="link">Ver detalhes</Button>
          <Button type="text">Limpar</Button>
          <Button danger>Excluir</Button>
          <Button type="primary" danger>
            Excluir tudo
          </Button>
          <Button type="primary" size="large">
            Entrar
          </Button>
          <Button size="small">Pequeno</Button>
          <Button icon={<SearchOutlined />} aria-label="Buscar" />
          <Button shape="circle" icon={<SearchOutlined />} aria-label="Buscar" />
          <Button type="primary" loading>
            Salvando
          </Button>
          <Button disabled>Desabilitado</Button>
        </Space>
      </Block>
      <Block name="Space.Compact">
        <Space.Compact>
          <Input defaultValue="Rua Conceição" style={{ width: 240 }} />
          <Button type="primary">Buscar CEP</Button>
        </Space.Compact>
      </Block>
      <Block name="Form">
        <Form form={form} layout="vertical" initialValues={{ name: 'Maria', qty: 2, product: 'p13' }}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="Nome" name="name" rules={[{ required: true }]}>
                <Input allowClear />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="Telefone" name="phone" validateStatus="error" help="Informe o telefone.">
                <Input placeholder="(00) 00000-0000" prefix={<SearchOutlined />} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="Quantidade" name="qty" extra="Em unidades.">
                <InputNumber min={1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="Produto" name="product">
                <Select options={options} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="Produtos" name="products">
                <Select mode="multiple" options={options} defaultValue={['p13', 'p45']} allowClear />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="Senha" name="password">
                <Input.Password />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Observações" name="notes">
            <Input.TextArea rows={2} showCount maxLength={200} />
          </Form.Item>
          <Form.Item label="Pagamento" name="payment">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              defaultValue="pix"
              options={[
                { value: 'pix', label: 'PIX' },
                { value: 'cash', label: 'Dinheiro' },
              ]}
            />
          </Form.Item>
        </Form>
        <Form layout="horizontal" labelCol={{ span: 4 }}>
          <Form.Item label="Ativo" required>
            <Switch defaultChecked />
          </Form.Item>
        </Form>
      </Block>
      <Block name="Input">
        <Space wrap>
          <Search placeholder="Buscar cliente" allowClear style={{ width: 260 }} />
          <Input status="error" defaultValue="inválido" style={{ width: 160 }} />
          <Input disabled defaultValue="bloqueado" style={{ width: 160 }} />
          <Input size="large" placeholder="Grande" style={{ width: 160 }} />
          <InputNumber prefix="R$" defaultValue={12.5} />
          <Checkbox defaultChecked>Lembrar</Checkbox>
          <Checkbox indeterminate>Parcial</Checkbox>
          <Radio.Group defaultValue="a">
            <Radio value="a">Sim</Radio>
            <Radio value="b">Não</Radio>
          </Radio.Group>
          <Switch size="small" />
          <Segmented options={['Hoje', 'Semana', 'Mês']} defaultValue="Semana" />
        </Space>
      </Block>
      <Block name="Select">
        <Select
          open
          options={options}
          defaultValue="p45"
          style={{ width: 260 }}
          getPopupContainer={(n) => n.parentElement ?? document.body}
        />
        <div style={{ height: 140 }} />
      </Block>
      <Block name="DatePicker">
        <Space align="start">
          <DatePicker defaultValue={day} format="DD/MM/YYYY" />
          <DatePicker.RangePicker defaultValue={[day, day.add(6, 'day')]} format="DD/MM/YYYY" />
          <DatePicker open defaultValue={day} defaultPickerValue={day} format="DD/MM/YYYY" />
        </Space>
        <div style={{ height: 340 }} />
      </Block>
      <Block name="Table">
        <Table
          size="small"
          rowSelection={{ type: 'checkbox', defaultSelectedRowKeys: [1] }}
          dataSource={rows}
          pagination={{ pageSize: 2, total: 3 }}
          columns={[
            { title: 'Cliente', dataIndex: 'customer', sorter: (a, b) => a.customer.localeCompare(b.customer) },
            { title: 'Produto', dataIndex: 'product' },
            { title: 'Total', dataIndex: 'total', align: 'right' },
            {
              title: 'Situação',
              dataIndex: 'status',
              render: (s: string) => <Tag color={s === 'Entregue' ? 'success' : 'processing'}>{s}</Tag>,
            },
          ]}
        />
        <Table size="small" dataSource={[]} columns={[{ title: 'Cliente', dataIndex: 'customer' }]} />
      </Block>
      <Block name="Pagination">
        <Pagination size="small" simple current={2} total={40} pageSize={10} />
        <Pagination current={3} total={120} pageSize={10} showSizeChanger={false} />
      </Block>
      <Block name="Tag">
        <Space wrap>
          <Tag>Padrão</Tag>
          {['blue', 'green', 'red', 'gold', 'orange', 'purple', 'cyan', 'volcano', 'magenta', 'lime', 'geekblue'].map(
            (c) => (
              <Tag key={c} color={c}>
                {c}
              </Tag>
            ),
          )}
          {['success', 'processing', 'error', 'warning', 'default'].map((c) => (
            <Tag key={c} color={c}>
              {c}
            </Tag>
          ))}
        </Space>
      </Block>
      <Block name="Typography">
        <Typography.Title level={4}>Vendas do dia</Typography.Title>
        <Typography.Title level={5}>Resumo</Typography.Title>
        <Typography.Paragraph>
          Texto <Typography.Text strong>forte</Typography.Text>,{' '}
          <Typography.Text type="secondary">secundário</Typography.Text>,{' '}
          <Typography.Text type="danger">perigo</Typography.Text>, <Typography.Text code>código</Typography.Text> e{' '}
          <Typography.Link href="/vendas">um link</Typography.Link>.
        </Typography.Paragraph>
        <Typography.Text copyable>00020126580014br.gov.bcb.pix</Typography.Text>
      </Block>
      <Block name="Feedback">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="info" showIcon message="Informação" />
          <Alert type="warning" showIcon message="Atenção" description="Estoque baixo de P13." />
          <Alert type="error" showIcon message="Erro" closable />
          <Alert type="success" message="Tudo certo" banner />
          <Spin />
          <Spin size="large" />
          <Progress percent={40} />
          <Progress percent={100} status="success" />
          <Progress percent={70} status="exception" />
          <Empty description="Não há dados" />
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          <Result
            status="404"
            title="404"
            subTitle="Página não encontrada."
            extra={<Button type="primary">Início</Button>}
          />
          <Result status="warning" title="Sem conexão" />
        </Space>
      </Block>
      <Block name="Data">
        <Row gutter={16}>
          <Col span={8}>
            <Card size="small" title="Pedidos" extra={<a href="/vendas">Ver</a>}>
              <Statistic title="Pedidos" value={128} />
            </Card>
          </Col>
          <Col span={8}>
            <Card>
              <Statistic title="Faturamento" value="R$ 12.480,00" loading={false} />
            </Card>
          </Col>
          <Col span={8}>
            <Card size="small" loading />
          </Col>
        </Row>
        <Descriptions bordered size="small" column={2} title="Venda 42">
          <Descriptions.Item label="Cliente">Maria da Silva</Descriptions.Item>
          <Descriptions.Item label="Total">R$ 120,00</Descriptions.Item>
        </Descriptions>
        <Descriptions column={1}>
          <Descriptions.Item label="Endereço">Rua Conceição, 10</Descriptions.Item>
        </Descriptions>
        <List
          bordered
          size="small"
          header="Chamadas perdidas"
          dataSource={['(19) 99999-0000', '(19) 98888-1111']}
          renderItem={(item) => (
            <List.Item
              actions={[
                <a key="call" href="/vendas">
                  Ligar
                </a>,
              ]}
            >
              {item}
            </List.Item>
          )}
        />
        <Timeline
          items={[
            { children: 'Venda criada', color: 'blue' },
            { children: 'Saiu para entrega', color: 'green' },
            { children: 'Cancelada', color: 'red' },
          ]}
        />
        <Divider />
        <Divider titlePlacement="start">Itens</Divider>
        <Tabs
          items={[
            { key: 'a', label: 'Dados', children: 'Dados do cliente' },
            { key: 'b', label: 'Endereços', children: 'Endereços' },
          ]}
        />
        <Collapse
          size="small"
          defaultActiveKey={['open']}
          items={[
            { key: 'open', label: 'Mais dados', children: 'Conteúdo aberto' },
            { key: 'closed', label: 'Fechado', children: 'Conteúdo' },
          ]}
        />
        <Upload fileList={[{ uid: '1', name: 'clientes.csv', status: 'done' }]}>
          <Button icon={<UploadOutlined />}>Escolher arquivo</Button>
        </Upload>
      </Block>
      <Block name="Popups">
        <Space size={120} align="start" style={{ paddingTop: 80 }}>
          <Dropdown
            open
            menu={{
              items: [
                { key: 'a', label: 'Exportar CSV' },
                { type: 'divider' },
                { key: 'b', label: 'Excluir', danger: true },
              ],
            }}
          >
            <Button>Mais</Button>
          </Dropdown>
          <Tooltip open title="Atualizar lista">
            <Button>Dica</Button>
          </Tooltip>
          <Popover open title="Cliente" content="Maria da Silva">
            <Button>Popover</Button>
          </Popover>
          <Popconfirm open title="Excluir a venda?" okText="Sim" cancelText="Não">
            <Button danger>Excluir</Button>
          </Popconfirm>
        </Space>
        <div style={{ height: 160 }} />
      </Block>
      <Modal open title="Nova categoria" okText="Salvar" cancelText="Cancelar" transitionName="" maskTransitionName="">
        <Input placeholder="Nome" />
      </Modal>
      <Drawer open title="Detalhes da venda" size="default" placement="right" mask={false} motion={{}}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Total">R$ 120,00</Descriptions.Item>
        </Descriptions>
      </Drawer>
    </div>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConfigProvider locale={ptBR} theme={{ ...THEME, zeroRuntime: __ANTD_ZERO_RUNTIME__ }}>
      <Gallery />
    </ConfigProvider>,
  );
}
