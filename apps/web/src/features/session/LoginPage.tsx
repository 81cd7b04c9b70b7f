import { SESSION_TEXTS } from '@ability/domain';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, theme } from 'antd';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useSignIn } from '../../api/session';
import { useEdition } from '../../app/edition';
import { loadAppLayout } from '../../app/loadShell';
import { useNotify } from '../../shared/notify';

interface LoginValues {
  login: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const edition = useEdition();
  const signIn = useSignIn();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  const onFinish = async (values: LoginValues) => {
    void loadAppLayout().catch(() => undefined);
    try {
      await signIn.mutateAsync(values);
      notify.success(SESSION_TEXTS.signedIn);
      navigate('/', { replace: true });
    } catch (e) {
      notify.error(e instanceof ApiError && e.status === 429 ? e.message : SESSION_TEXTS.invalid);
    }
  };

  return (
    // A plain panel and heading, not antd's Card and Typography: the sign-in screen is the first load,
    // and those bring tabs, skeletons and tooltips it never shows (issue 26 item 5).
    <main className="login-page">
      <div
        className="login-card"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingLG }}
      >
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          <img src="/favicon.svg" alt="" width={56} height={56} />
          <h1
            style={{
              margin: '8px 0 0',
              color: token.colorTextHeading,
              fontSize: token.fontSizeHeading2,
              lineHeight: token.lineHeightHeading2,
              fontWeight: token.fontWeightStrong,
            }}
          >
            {edition.title}
          </h1>
          <p style={{ margin: 0, color: token.colorTextSecondary }}>Entre com seu telefone ou e-mail</p>
        </div>
        <Form<LoginValues>
          layout="vertical"
          onFinish={onFinish}
          initialValues={{ remember: true }}
          requiredMark={false}
        >
          <Form.Item
            name="login"
            label={SESSION_TEXTS.loginLabel}
            rules={[{ required: true, whitespace: true, message: SESSION_TEXTS.loginRequired }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={SESSION_TEXTS.loginPlaceholder}
              autoComplete="username"
              autoFocus
              size="large"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={SESSION_TEXTS.passwordLabel}
            rules={[{ required: true, message: SESSION_TEXTS.passwordRequired }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={SESSION_TEXTS.passwordPlaceholder}
              autoComplete="current-password"
              size="large"
            />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{SESSION_TEXTS.remember}</Checkbox>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={signIn.isPending}
            disabled={signIn.isPending}
          >
            {signIn.isPending ? SESSION_TEXTS.submitting : SESSION_TEXTS.submit}
          </Button>
        </Form>
      </div>
    </main>
  );
}
