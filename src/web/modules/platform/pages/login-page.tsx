import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../shell/http';
import { useLogin } from '../api/login';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginMutation.mutate(
      { username: username.trim(), password },
      { onSuccess: () => void navigate({ to: '/', replace: true }) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz={24}>
          {t('auth.passwordOption')}
        </Title>
        {loginMutation.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            // 429: too many wrong passwords for the account; the server's message says for how long and that a device that signed in before still can.
            title={isApiError(loginMutation.error) && loginMutation.error.status === 429 ? t('auth.paused') : t('auth.failed')}
            role="alert"
          >
            {loginMutation.error.message}
          </Alert>
        )}
        <TextInput
          label={t('auth.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          size="md"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          size="md"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={loginMutation.isPending}
          disabled={username.trim() === '' || password === ''}
        >
          {t('auth.submit')}
        </Button>
        <Anchor component={Link} to="/login/options" fz="sm" ta="center">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
          {t('auth.otherWays')}
        </Anchor>
      </Stack>
    </form>
  );
}
