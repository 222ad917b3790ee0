import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@/lib/auth';
import type { LoginRequest } from '@/types/api';

export interface LoginFormProps {
  onSuccess: () => void;
}

/** User name + password; a refused log-in shows the server's message as a toast. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [form] = Form.useForm<LoginRequest>();

  return (
    <Form<LoginRequest>
      form={form}
      layout="vertical"
      requiredMark={false}
      name="login"
      onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password }, { onSuccess })}
    >
      <Form.Item
        label={t('auth.username')}
        name="username"
        rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item
        label={t('auth.password')}
        name="password"
        rules={[{ required: true, message: t('auth.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
          {t('auth.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
