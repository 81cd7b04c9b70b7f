// The sign-in texts alone, not the domain's index (every screen's labels, the validators): /login's first load.
import { SESSION_TEXTS as T } from '@ability/domain/session';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import type { CurrentUser } from '../../api/session';
import { signIn } from '../../api/signIn';
import { useEdition } from '../../app/edition';
import { useNotify } from '../../shared/notify';
import './login.css';

type Field = 'login' | 'password';

/** Login and password are required, nothing else is checked here; a login of blanks is none. */
function check(field: Field, value: string): string | undefined {
  if (field === 'login') return value.trim() ? undefined : T.loginRequired;
  return value ? undefined : T.passwordRequired;
}

/**
 * The sign-in screen, with the browser's own form elements and login.css in antd's look (its large inputs,
 * checkbox and primary button, the theme's colours): it is the first load of a phone, where antd's style
 * engine and form (about 130 KB gzip of script run before anything is drawn) kept the page from being
 * usable for seconds. No router and no query cache either: what follows the
 * sign-in (the session in the app's cache, the way to /) is `onSignedIn`'s, given by main.tsx on a /login
 * opened signed out, by the router on its /login route. So is `preload`, run once when the user first types
 * in the form (or sends it): the app's chunk, the shell's and the toasts' (antd's notifications) start
 * loading then, so that they are there, or on their way, when the sign-in answers; never before or beside
 * the screen's own load. (Given, not imported: the loaders name this screen's chunk.)
 */
export function LoginPage({ onSignedIn, preload }: { onSignedIn: (user: CurrentUser) => void; preload: () => void }) {
  const edition = useEdition();
  const notify = useNotify();
  const [values, setValues] = useState({ login: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [reveal, setReveal] = useState(false);
  const [pending, setPending] = useState(false);
  const loading = useRef(false);
  const loadWhatFollows = () => {
    if (loading.current) return;
    loading.current = true;
    preload();
  };

  // As antd's Form: a field is checked as it changes, and every field when the form is sent.
  const change = (field: Field, value: string) => {
    loadWhatFollows();
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: check(field, value) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = { login: check('login', values.login), password: check('password', values.password) };
    setErrors(found);
    if (found.login || found.password) {
      document.getElementById(found.login ? 'login' : 'password')?.focus();
      return;
    }
    loadWhatFollows();
    setPending(true);
    let user: CurrentUser;
    try {
      user = await signIn({ ...values, remember });
    } catch (e) {
      setPending(false);
      notify.error(e instanceof ApiError && e.status === 429 ? e.message : T.invalid);
      return;
    }
    notify.success(T.signedIn);
    onSignedIn(user);
  };

  const field = (name: Field, label: string, input: (invalid: boolean) => ReactNode) => (
    <div className="login-field">
      <label htmlFor={name}>{label}</label>
      {input(Boolean(errors[name]))}
      <div className="login-field-error" id={`${name}_help`} aria-live="polite">
        {errors[name] && <div role="alert">{errors[name]}</div>}
      </div>
    </div>
  );

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-head">
          <img src="/favicon.svg" alt="" width={56} height={56} />
          <h1>{edition.title}</h1>
          <p>Entre com seu telefone ou e-mail</p>
        </div>
        <form onSubmit={submit} noValidate>
          {field('login', T.loginLabel, (invalid) => (
            <span className={`login-input${invalid ? ' login-input-error' : ''}`}>
              <UserOutlined aria-hidden />
              <input
                id="login"
                name="login"
                value={values.login}
                onChange={(e) => change('login', e.target.value)}
                placeholder={T.loginPlaceholder}
                autoComplete="username"
                autoFocus
                aria-required="true"
                aria-invalid={invalid}
                aria-describedby={invalid ? 'login_help' : undefined}
              />
            </span>
          ))}
          {field('password', T.passwordLabel, (invalid) => (
            <span className={`login-input${invalid ? ' login-input-error' : ''}`}>
              <LockOutlined aria-hidden />
              <input
                id="password"
                name="password"
                type={reveal ? 'text' : 'password'}
                value={values.password}
                onChange={(e) => change('password', e.target.value)}
                placeholder={T.passwordPlaceholder}
                autoComplete="current-password"
                aria-required="true"
                aria-invalid={invalid}
                aria-describedby={invalid ? 'password_help' : undefined}
              />
              <button
                type="button"
                className="login-reveal"
                // Named by its title, not aria-label: the field stays the only thing labelled 'Senha' (its icon is
                // hidden, or the icon's own name would name it). Out of the Tab order, as antd's eye was: e-mail,
                // password, 'Lembrar de mim', 'Entrar'.
                title={reveal ? 'Ocultar senha' : 'Mostrar senha'}
                tabIndex={-1}
                aria-pressed={reveal}
                onClick={() => setReveal((r) => !r)}
              >
                {reveal ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
              </button>
            </span>
          ))}
          <label className="login-remember">
            <input id="remember" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{T.remember}</span>
          </label>
          <button type="submit" className="login-submit" disabled={pending} aria-busy={pending}>
            {pending && <span className="login-spinner" aria-hidden="true" />}
            {pending ? T.submitting : T.submit}
          </button>
        </form>
      </div>
    </main>
  );
}
