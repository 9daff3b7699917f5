import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { IMPORT_COLLECTIONS } from '@/contract/studio/import';
import { kindsFor } from '@/contract/studio/inbox';
import { takesMedia } from '@/contract/studio/permissions';
import { useCollections } from '../api/entities';
import { useLogout, useStaffSession } from '../api/session';
import { studioPaths } from '../lib/paths';
import { accountPaths } from '../routes/account/paths';
import { privacyPaths } from '../routes/privacy/paths';
import { permissionsPaths } from '../routes/permissions/paths';
import { inboxPaths } from '../routes/inbox/paths';
import { lotteryPaths } from '../routes/lottery/paths';
import { webVitalsPaths } from '../routes/web-vitals/paths';
import { mediaPaths } from '../routes/media/paths';
import { regionsPaths } from '../routes/regions/paths';
import { EnrolmentGate } from '../routes/account/enrolment-gate';
import { LangSwitch } from './lang-switch';
import { LoadError, PageLoader } from './page-states';

/** The signed-in studio: header, navigation per role (the collections the server lets this role see), the page. */
export function StudioLayout() {
  const session = useStaffSession();
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const next = location.pathname + location.search;
    return <Navigate to={`${studioPaths.login()}?next=${encodeURIComponent(next)}`} replace />;
  }
  // The role requires two-factor login and this member has none: only the enrolment screen (docs/decisions/130).
  if (session.data.must_enrol_totp) return <EnrolmentGate name={session.data.name} />;
  return <SignedIn name={session.data.name} role={session.data.role} />;
}

function SignedIn({ name, role }: { name: string; role: keyof typeof ROLE_LABELS }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t, i18n } = useLingui();
  const collections = useCollections();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const visible = new Set(collections.data?.map((c) => c.key));
  const isAdmin = role === 'admin';
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Menu`} />
            <Title order={1} size="h4">
              <Anchor component={Link} to={studioPaths.home()} c="inherit" underline="never" fw={700}>
                Denka Studio
              </Anchor>
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LangSwitch />
            <Text size="sm" visibleFrom="sm" data-testid="studio-staff">
              {name} · {i18n._(ROLE_LABELS[role])}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(studioPaths.login(), { replace: true }) })}
            >
              <Trans>Keluar</Trans>
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t`Navigasi studio`}>
        <AppShell.Section grow component={ScrollArea}>
          {kindsFor(role).length > 0 && (
            <NavLink
              component={Link}
              to={inboxPaths.list()}
              label={t`Kotak masuk`}
              active={pathname.startsWith(inboxPaths.list())}
              onClick={close}
            />
          )}
          {(role === 'marketing' || role === 'admin') && (
            <NavLink
              component={Link}
              to={lotteryPaths.page()}
              label={t`Undian`}
              active={pathname.startsWith(lotteryPaths.page())}
              onClick={close}
            />
          )}
          {(role === 'marketing' || role === 'admin') && (
            <NavLink
              component={Link}
              to={webVitalsPaths.page()}
              label={t`Kecepatan situs`}
              active={pathname === webVitalsPaths.page()}
              onClick={close}
            />
          )}
          {collections.data?.some((c) => takesMedia(c.key)) && (
            <NavLink
              component={Link}
              to={mediaPaths.page()}
              label={t`Pustaka media`}
              active={pathname === mediaPaths.page()}
              onClick={close}
            />
          )}
          {collections.isError && <LoadError error={collections.error} onRetry={() => void collections.refetch()} />}
          {collections.data?.map((c) => (
            <NavLink
              key={c.key}
              component={Link}
              to={studioPaths.list(c.key)}
              label={i18n._(COLLECTIONS[c.key].label)}
              rightSection={
                <Badge size="sm" variant="light" color="gray.8">
                  {c.count}
                </Badge>
              }
              active={pathname.startsWith(studioPaths.list(c.key) + '/') || pathname === studioPaths.list(c.key)}
              onClick={close}
            />
          ))}
          {IMPORT_COLLECTIONS.some((c) => visible.has(c)) && (
            <NavLink label={t`Impor CSV`} defaultOpened={pathname.includes('/import/')}>
              {IMPORT_COLLECTIONS.filter((c) => visible.has(c)).map((c) => (
                <NavLink
                  key={c}
                  component={Link}
                  to={studioPaths.import(c)}
                  label={i18n._(COLLECTIONS[c].label)}
                  active={pathname === studioPaths.import(c)}
                  onClick={close}
                />
              ))}
            </NavLink>
          )}
          {isAdmin && (
            <>
              <NavLink
                component={Link}
                to={studioPaths.staff()}
                label={t`Staf`}
                active={pathname === studioPaths.staff()}
                onClick={close}
              />
              <NavLink
                component={Link}
                to={permissionsPaths.page()}
                label={t`Hak akses`}
                active={pathname === permissionsPaths.page()}
                onClick={close}
              />
              <NavLink
                component={Link}
                to={studioPaths.audit()}
                label={t`Log audit`}
                active={pathname === studioPaths.audit()}
                onClick={close}
              />
              <NavLink
                component={Link}
                to={regionsPaths.page()}
                label={t`Wilayah (provinsi, kota)`}
                active={pathname === regionsPaths.page()}
                onClick={close}
              />
              <NavLink
                component={Link}
                to={privacyPaths.page()}
                label={t`Data pribadi`}
                active={pathname === privacyPaths.page()}
                onClick={close}
              />
            </>
          )}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component={Link}
            to={accountPaths.page()}
            label={t`Akun & keamanan`}
            active={pathname === accountPaths.page()}
            onClick={close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
