import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, theme } from 'antd';
// the plain field and the password field, not antd's Input with its TextArea, Search and OTP
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@/lib/auth';

export interface LoginFormProps {
  onSuccess: () => void;
}

type Field = 'username' | 'password';

/**
 * User name + password; a refused log-in shows the server's message as a toast.
 *
 * A plain form rather than antd's Form: two required fields do not need its validation engine,
 * field store and tooltips, which were a fifth of the log-in page's JavaScript. It looks and
 * behaves the same: labels above the fields, the message under a field left empty (checked on
 * submit, then as the user types), the ids `login_username` / `login_password`.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [checked, setChecked] = useState(false);

  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = t('auth.usernameRequired');
  if (!values.password) errors.password = t('auth.passwordRequired');
  const shown = checked ? errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.username || errors.password) return;
    login.mutate({ username: values.username.trim(), password: values.password }, { onSuccess });
  };
  /** Value, change handler and error state of a field. */
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    status: shown[field] ? ('error' as const) : undefined,
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': shown[field] ? `login_${field}_help` : undefined,
  });

  return (
    <form id="login" noValidate onSubmit={submit}>
      <FormField id="login_username" label={t('auth.username')} error={shown.username}>
        <Input
          id="login_username"
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          size="large"
          {...bind('username')}
        />
      </FormField>
      <FormField id="login_password" label={t('auth.password')} error={shown.password}>
        <Password
          id="login_password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
          {...bind('password')}
        />
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}

/** A label above its field and the field's message under it, spaced as antd's vertical form. */
function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: error ? token.marginXS : token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, minHeight: token.controlHeightSM, lineHeight: `${token.controlHeightSM}px` }}>
          {error}
        </div>
      )}
    </div>
  );
}
