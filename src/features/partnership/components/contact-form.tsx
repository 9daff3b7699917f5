import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { FormErrorSummary, HoneypotField, QueuedNotice } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import { inquiryCreate } from '@/contract/endpoints/forms';
import { endpointUrl } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import type { ContactInquiry } from '@/contract/forms';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createContactInquiryInputSchema, useCreateInquiry } from '../api/create-inquiry';

type Values = Required<Omit<ContactInquiry, 'type'>> & { type: 'contact' };

/** The contact page's message form (docs/product.md §11, "Contact message": name, email, phone, notes). */
export function ContactForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const form = useForm<Values>({
    initialValues: { type: 'contact', name: '', email: '', phone: '', notes: '', website: '' },
    validate: formValidator(createContactInquiryInputSchema),
  });
  const field = useFieldProps(form);
  const submission = useCreateInquiry({
    form,
    toBody: toFormData,
    onSent: (result) =>
      void navigate(paths.thankYouSubmit.getHref(), { state: { reference: result.data.reference, receipt: result.data.receipt } }),
  });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    // Before scripts run the browser sends it itself (the endpoint answers with a page) and checks the required
    // fields on its own; once hydrated, the app's checks and outbox take over (docs/decisions/113-first-screen.md).
    <form
      onSubmit={submission.onSubmit}
      action={endpointUrl(inquiryCreate)}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      aria-label={t`Formulir pesan`}
    >
      <input type="hidden" name="type" value="contact" />
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        <TextInput label={t`Nama`} autoComplete="name" required {...field('name')} />
        <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
        <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required placeholder="0812…" {...field('phone')} />
        <Textarea label={t`Pesan`} required rows={4} {...field('notes')} />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Kirim pesan</Trans>
        </Button>
      </Stack>
    </form>
  );
}
