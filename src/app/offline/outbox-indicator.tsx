import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useOnceTrue } from '@/lib/use-once-true';
import { useOutbox } from '@/offline/outbox';
import classes from './outbox-indicator.module.css';

// The panel (a dialog) is not part of the shell's initial JS: it loads the first time it opens.
const OutboxPanel = lazy(() => import('./outbox-panel').then((m) => ({ default: m.OutboxPanel })));

const TrayIcon = () => (
  <svg
    width={14}
    height={14}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.7 4H7.3a2 2 0 0 0-1.8 1.1z" />
  </svg>
);

/**
 * Header badge while submissions are kept on this device (decision 091): how many wait, or how many
 * need the visitor (red); a click opens the panel with each entry and its state.
 */
export function OutboxIndicator() {
  const { t } = useLingui();
  const { entries } = useOutbox();
  const [opened, panel] = useDisclosure(false);
  const mounted = useOnceTrue(opened);
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <OutboxPanel opened={opened} onClose={panel.close} />
    </Suspense>
  ) : null;
  const attention = entries.filter((entry) => entry.state === 'attention').length;
  const sending = entries.some((entry) => entry.state === 'sending');
  const waiting = entries.length - attention;
  if (entries.length === 0) return dialog;
  const color = attention > 0 ? 'red' : sending ? 'blue' : 'yellow';
  const text =
    attention > 0
      ? plural(attention, { one: '# perlu perhatian', other: '# perlu perhatian' })
      : sending
        ? t`Mengirim…`
        : plural(waiting, { one: '# formulir menunggu', other: '# formulir menunggu' });
  return (
    <>
      <UnstyledButton
        onClick={panel.open}
        data-testid="outbox-indicator"
        aria-haspopup="dialog"
        aria-label={text}
        title={t`Formulir di perangkat ini`}
        className={classes.button}
      >
        <Badge
          color={color}
          c={color === 'yellow' ? 'dark' : undefined}
          variant="filled"
          tt="none"
          leftSection={<TrayIcon />}
          classNames={{ label: classes.label, section: classes.icon }}
        >
          <span className={classes.count} aria-hidden="true">
            {attention > 0 ? attention : waiting}
          </span>
          <span className={classes.text}>{text}</span>
        </Badge>
      </UnstyledButton>
      {dialog}
    </>
  );
}
