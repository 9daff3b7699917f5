import '@mantine/core/styles/Combobox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormErrorSummary } from '@/components/form-feedback';
import { ProfileSchema, type Account, type Profile } from '@/contract/accounts';
import { useFieldProps } from '@/lib/forms/use-field-props';
import { formValidator } from '@/lib/forms/validate';
import { useUpdateProfile } from '../api/account-mutations';
import { useCities, useProvinces } from '@/api/get-regions';
import { setServerErrors } from '../lib/server-errors';
import { NeedsConnectionNotice, useNeedsConnection } from './needs-connection';

type Values = Required<Profile>;

const initialValues = (a: Account): Values => ({
  name: a.name,
  phone: a.phone,
  address: a.address,
  province_id: a.province?.id ?? '',
  city_id: a.city?.id ?? '',
  postal_code: a.postal_code,
  birth_date: a.birth_date ?? '',
  gender: a.gender ?? '',
});

/** /registrasi-profile: contact details, address with province → city, birth date, gender. */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useLingui();
  const offline = useNeedsConnection();
  const form = useForm<Values>({ initialValues: initialValues(account), validate: formValidator(ProfileSchema) });
  form.watch('province_id', ({ previousValue, value }) => {
    if (previousValue !== value) form.setFieldValue('city_id', '');
  });
  const provinces = useProvinces();
  const cities = useCities(form.values.province_id);
  const field = useFieldProps(form);
  const save = useUpdateProfile();
  const onSubmit = form.onSubmit((values) => save.mutate(values, { onError: (error) => setServerErrors(form, error) }));
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Formulir profil`}>
      <Stack gap="sm">
        <NeedsConnectionNotice />
        {save.isSuccess ? (
          <Alert color="green" role="status" title={<Trans>Profil disimpan</Trans>}>
            <Trans>Data profil Anda sudah diperbarui.</Trans>
          </Alert>
        ) : null}
        <FormErrorSummary error={save.error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Nama lengkap`} autoComplete="name" required {...field('name')} />
          <TextInput label={t`Nomor telepon`} type="tel" autoComplete="tel" required {...field('phone')} />
        </SimpleGrid>
        <Textarea label={t`Alamat`} autoComplete="street-address" rows={2} {...field('address')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t`Provinsi`}
            searchable
            clearable
            data={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            placeholder={provinces.isPending ? t`Memuat…` : undefined}
            {...field('province_id')}
          />
          <Select
            label={t`Kota/Kabupaten`}
            searchable
            clearable
            disabled={!form.values.province_id}
            data={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            {...field('city_id')}
          />
          <TextInput label={t`Kode pos`} inputMode="numeric" autoComplete="postal-code" {...field('postal_code')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Tanggal lahir`} type="date" {...field('birth_date')} />
          <Select
            label={t`Jenis kelamin`}
            clearable
            data={[
              { value: 'male', label: t`Laki-laki` },
              { value: 'female', label: t`Perempuan` },
            ]}
            {...field('gender')}
          />
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} disabled={offline} w="fit-content">
          <Trans>Simpan profil</Trans>
        </Button>
      </Stack>
    </form>
  );
}
