import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import type { Lang } from '@/contract/common';
import { InboxReplyCreateSchema, NOTE_MAX, REPLY_SUBJECT_MAX, type InboxDetail } from '@/contract/studio/inbox';
import { useInboxReply } from '@/studio/api/inbox';
import { ErrorText } from '@/studio/components/page-states';
import { useStudioErrorText } from '@/studio/lib/error-text';
import { StudioApiError } from '@/studio/lib/studio-api';
import { whatsappLink } from '@/studio/lib/whatsapp';
import { replyLangOf, replyTemplate } from './reply-templates';

// Answering the submitter from the inbox (docs/decisions/310-submissions-in-the-studio.md): a reply by e-mail,
// started from the kind's template in the customer's language (switchable, editable), sent through the server's
// mail queue and kept as a note; and, with a phone number, a WhatsApp chat with a prefilled greeting.

const WHATSAPP_TEXT: Record<Lang, (name: string, reference: string) => string> = {
  id: (name, reference) => `Halo${name ? ` ${name}` : ''}, kami dari Denka Indonesia mengenai kiriman Anda ${reference}.`,
  en: (name, reference) => `Hello${name ? ` ${name}` : ''}, this is Denka Indonesia about your submission ${reference}.`,
};

export function ReplyCard({ item }: { item: InboxDetail }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string>();
  const wa = item.phone ? whatsappLink(item.phone, WHATSAPP_TEXT[replyLangOf(item.lang)](item.name.trim(), item.reference)) : undefined;
  return (
    <Card withBorder padding="sm" data-testid="inbox-reply">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            <Trans>Balas pengirim</Trans>
          </Title>
          <Group gap="xs">
            {item.email ? (
              <Button
                size="xs"
                variant={open ? 'light' : 'filled'}
                aria-expanded={open}
                aria-controls="inbox-reply-form"
                onClick={() => {
                  setSent(undefined);
                  setOpen((o) => !o);
                }}
              >
                <Trans>Balas</Trans>
              </Button>
            ) : null}
            {wa && (
              <Button size="xs" variant="default" component="a" href={wa} target="_blank" rel="noopener noreferrer">
                <Trans>WhatsApp</Trans>
                <VisuallyHidden>
                  {' '}
                  <Trans>(tab baru)</Trans>
                </VisuallyHidden>
              </Button>
            )}
          </Group>
        </Group>
        {!item.email && (
          <Text size="sm" c="dimmed">
            <Trans>Kiriman ini tidak memuat alamat email; balasan lewat email tidak tersedia.</Trans>
          </Text>
        )}
        {item.email && (
          <Collapse expanded={open}>
            <div id="inbox-reply-form">
              {open && (
                <ReplyForm
                  item={item}
                  onSent={() => {
                    setOpen(false);
                    setSent(t`Balasan disimpan dan dikirim ke ${item.email}.`);
                  }}
                />
              )}
            </div>
          </Collapse>
        )}
        <Text size="sm" c="green.9" role="status" aria-live="polite" data-testid="inbox-reply-sent">
          {sent}
        </Text>
      </Stack>
    </Card>
  );
}

function ReplyForm({ item, onSent }: { item: InboxDetail; onSent: () => void }) {
  const { t } = useLingui();
  const errorText = useStudioErrorText();
  const reply = useInboxReply(item.id);
  const templateOf = (lang: Lang) => replyTemplate(item.kind, lang, { name: item.name, reference: item.reference });
  const [lang, setLang] = useState<Lang>(() => replyLangOf(item.lang));
  const [subject, setSubject] = useState(() => templateOf(replyLangOf(item.lang)).subject);
  const [body, setBody] = useState(() => templateOf(replyLangOf(item.lang)).body);
  // One key per reply: a second tap or a retry of this same reply is answered with the first (one mail).
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edited = subject !== templateOf(lang).subject || body !== templateOf(lang).body;
  const server = reply.error instanceof StudioApiError ? reply.error.fieldErrors : {};
  const fieldError = (name: 'subject' | 'body') => {
    const code = errors[name] ?? server[name]?.[0];
    return code ? errorText(code) : undefined;
  };
  const load = (next: Lang) => {
    const template = templateOf(next);
    setSubject(template.subject);
    setBody(template.body);
  };
  const submit = () => {
    const parsed = InboxReplyCreateSchema.safeParse({ lang, subject, body, idempotency_key: key });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    reply.mutate(parsed.data, {
      onSuccess: () => {
        setKey(crypto.randomUUID());
        onSent();
      },
    });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs" pt="xs">
        <Text size="sm">
          <Trans>Kepada:</Trans> <span data-testid="inbox-reply-to">{item.email}</span>
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="inbox-reply-lang">
            <Trans>Bahasa balasan</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="inbox-reply-lang"
            value={lang}
            onChange={(value) => {
              const next = value === 'en' ? 'en' : 'id';
              // The other language's template replaces the text only while it is still the template.
              if (!edited) load(next);
              setLang(next);
            }}
            data={[
              { value: 'id', label: 'Bahasa Indonesia' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Stack>
        <TextInput
          label={t`Subjek`}
          required
          maxLength={REPLY_SUBJECT_MAX}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={fieldError('subject')}
        />
        <Textarea
          label={t`Isi balasan`}
          description={t`Teks biasa, tanpa HTML. Balasan ini dikirim ke pengirim dan disimpan sebagai catatan.`}
          required
          rows={10}
          resize="vertical"
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={fieldError('body')}
        />
        <Text size="xs" c="dimmed">
          {body.trim().length}/{NOTE_MAX}
        </Text>
        {reply.isError && !server.subject && !server.body && (
          <Alert color="red" role="alert" p="xs">
            <ErrorText error={reply.error} />
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => load(lang)} disabled={!edited}>
            <Trans>Kembalikan templat</Trans>
          </Anchor>
          <Button type="submit" size="sm" loading={reply.isPending}>
            <Trans>Kirim balasan</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
