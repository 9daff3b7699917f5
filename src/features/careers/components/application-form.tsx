import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, FileInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { FormErrorSummary, HoneypotField, PersonalDataConsentText, QueuedNotice } from '@/components/form-feedback';
import { paths } from '@/config/paths';
import { CV_KINDS, type CareerApplication } from '@/contract/forms';
import { choiceData, EDUCATION_LABELS, GENDER_LABELS, ID_TYPE_LABELS, MARITAL_LABELS, RELIGION_LABELS } from '@/lib/forms/choice-labels';
import { acceptFor, checkFile } from '@/lib/forms/file-rules';
import { toFormData } from '@/lib/forms/submit-form';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { createCareerApplicationInputSchema, useCreateCareerApplication } from '../api/create-career-application';

type Values = { [K in Exclude<keyof CareerApplication, 'consent'>]-?: string } & { consent: boolean; cv: File | null };

/** The job application (docs/product.md §11, "Career application") for one vacancy, with a CV (PDF/DOC/DOCX ≤ 5 MB). */
export function ApplicationForm({ position }: { position: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      full_name: '',
      gender: '',
      marital_status: '',
      phone: '',
      whatsapp: '',
      id_type: 'nik',
      id_number: '',
      position,
      place_of_birth: '',
      date_of_birth: '',
      religion: '',
      email: '',
      last_education: '',
      consent: false,
      cv: null,
      website: '',
    },
    validate: formValidator<Values>(createCareerApplicationInputSchema, (values) => {
      const code = checkFile(values.cv, CV_KINDS);
      return code ? { cv: code } : {};
    }),
  });
  const field = useFieldProps(form);
  const submission = useCreateCareerApplication({
    form,
    toBody: toFormData,
    onSent: (result) =>
      void navigate(paths.thankYouSubmit.getHref(), {
        state: { reference: result.data.reference, receipt: result.data.receipt, trackable: true },
      }),
  });
  if (submission.outcome?.status === 'queued') return <QueuedNotice />;
  return (
    <form onSubmit={submission.onSubmit} noValidate aria-label={t`Formulir lamaran`}>
      <Stack gap="sm">
        <FormErrorSummary error={submission.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nama lengkap`} autoComplete="name" required {...field('full_name')} />
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
          <Select label={t`Jenis kelamin`} required data={choiceData(GENDER_LABELS, i18n)} {...field('gender')} />
          <Select label={t`Status pernikahan`} required data={choiceData(MARITAL_LABELS, i18n)} {...field('marital_status')} />
          <TextInput label={t`Nomor ponsel`} type="tel" autoComplete="tel" required placeholder="0812…" {...field('phone')} />
          <TextInput label={t`Nomor WhatsApp`} type="tel" required placeholder="0812…" {...field('whatsapp')} />
          <Select label={t`Jenis identitas`} required allowDeselect={false} data={choiceData(ID_TYPE_LABELS, i18n)} {...field('id_type')} />
          <TextInput label={t`Nomor identitas`} required inputMode="text" {...field('id_number')} />
          <TextInput label={t`Tempat lahir`} required {...field('place_of_birth')} />
          <TextInput label={t`Tanggal lahir`} type="date" required {...field('date_of_birth')} />
          <Select label={t`Agama`} required data={choiceData(RELIGION_LABELS, i18n)} {...field('religion')} />
          <Select label={t`Pendidikan terakhir`} required data={choiceData(EDUCATION_LABELS, i18n)} {...field('last_education')} />
        </SimpleGrid>
        <FileInput
          label={t`CV`}
          description={t`PDF, DOC atau DOCX, maksimal 5 MB`}
          // Marked, not `required`: FileInput's control is a <button>, where `required` is invalid; the form checks it.
          withAsterisk
          clearable
          accept={acceptFor(CV_KINDS)}
          placeholder={t`Pilih berkas`}
          {...field('cv')}
        />
        <PersonalDataConsentText />
        <Checkbox
          label={t`Saya menyetujui pemrosesan data pribadi saya untuk rekrutmen ini.`}
          {...field('consent', { type: 'checkbox' })}
        />
        <HoneypotField value={form.values.website} onChange={(v) => form.setFieldValue('website', v)} />
        <Button type="submit" loading={submission.pending} w="fit-content">
          <Trans>Kirim lamaran</Trans>
        </Button>
      </Stack>
    </form>
  );
}
