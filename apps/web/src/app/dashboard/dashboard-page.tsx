import { NativeSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { DashboardSection } from '@oneclick/shared';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { clearError } from '../../lib/error-store';
import { loadRoute } from '../../lib/load-route';
import { useAuth } from '../../lib/session';
import { BackupNotice } from '../../features/backups/components/backup-notice';
import { ResellerCorner } from '../../features/resellers/components/reseller-corner';
import { DASHBOARD, sectionFrom, sectionsFor } from './dashboard-sections';
import { roleName } from '../../i18n/role-name';

/** Each section's screen, fetched when it first opens; a fetch that fails shows the chunk error page. */
const SCREENS = new Map<DashboardSection, LazyExoticComponent<ComponentType>>(
  DASHBOARD.map(({ id, load }) => [
    id,
    lazy(() => loadRoute(`dashboard-${id}`, load).then((Screen) => ({ default: Screen }))),
  ]),
);

/**
 * The dashboard of admins and resellers: one section at a time, named in the address
 * (`/users?section=licence-keys`), chosen by tabs on wide screens and a select on phones.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'users', 'auth', 'common']);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  useEffect(clearError, []);
  if (!auth.user) return null;
  const sections = sectionsFor(auth);
  const section = sectionFrom(params.get('section'), sections);
  const open = (next: string | null) => {
    if (next) setParams({ section: next });
  };
  const role = auth.isAdmin ? roleName(t, auth.user.role) : t('common:roles.2');

  return (
    <Stack gap="lg">
      <PageTitle title={`${t(section.label)} · ${t('auth:dashboard.title')}`} />
      <div>
        <Title order={1}>{t('auth:dashboard.greeting', { name: auth.user.name })}</Title>
        <Text c="dimmed" mt={4} data-testid="dashboard-role">
          {t('auth:dashboard.role', { role })}
        </Text>
      </div>
      {auth.isAdmin && <BackupNotice />}
      {auth.isReseller && <ResellerCorner />}
      <NativeSelect
        hiddenFrom="sm"
        label={t('dashboard.section')}
        value={section.id}
        onChange={(event) => open(event.currentTarget.value)}
        data={sections.map(({ id, label }) => ({ value: id, label: t(label) }))}
      />
      <Tabs value={section.id} onChange={open} keepMounted={false}>
        <Tabs.List visibleFrom="sm" mb="md">
          {sections.map(({ id, label }) => (
            <Tabs.Tab key={id} value={id}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map(({ id }) => {
          const Screen = SCREENS.get(id)!;
          return (
            <Tabs.Panel key={id} value={id}>
              <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
                <Suspense fallback={<PageLoader />}>
                  <Screen />
                </Suspense>
              </Paper>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
