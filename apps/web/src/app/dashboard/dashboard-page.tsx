import { NativeSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { UserDetails } from '@oneclick/shared';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageTitle } from '../../components/page-title';
import { clearError } from '../../lib/error-store';
import { useAuth } from '../../lib/session';
import { ActivateUserForm } from '../../features/licence-keys/components/activate-user-form';
import { AuditLogSection } from '../../features/audit-log/components/audit-log-section';
import { CheckUserForm } from '../../features/users/components/check-user-form';
import { EditorAccessForm } from '../../features/users/components/editor-access-form';
import { GenerateKeysForm } from '../../features/licence-keys/components/generate-keys-form';
import { LicenceKeysSection } from '../../features/licence-keys/components/licence-keys-section';
import { OrdersSection } from '../../features/orders/components/orders-section';
import { ReleasesSection } from '../../features/releases/components/releases-section';
import { ResellerApplicationsList } from '../../features/resellers/components/reseller-applications-list';
import { ResellerCorner } from '../../features/resellers/components/reseller-corner';
import { ResellersTable } from '../../features/resellers/components/resellers-table';
import { SalesReport } from '../../features/sales/components/sales-report';
import { SalesSummary } from '../../features/sales/components/sales-summary';
import { UsersTable } from '../../features/users/components/users-table';
import { BuyKeysSection } from './buy-keys-section';
import { type DashboardSection, sectionFrom, sectionsFor } from './dashboard-sections';

/**
 * The dashboard of admins and resellers: one section at a time, named in the address
 * (`/users?section=keys`), chosen by tabs on wide screens and a select on phones.
 */
interface UsersPageProps {
  /** Shown below the account Check Users found: what other features know of it (app/pages/users-with-sections.tsx). */
  belowCheckedUser?: (user: UserDetails) => ReactNode;
}

export function UsersPage({ belowCheckedUser }: UsersPageProps) {
  const { t } = useTranslation(['users', 'auth', 'common']);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  useEffect(clearError, []);
  if (!auth.user) return null;
  const sections = sectionsFor(auth);
  const section = sectionFrom(params.get('section'), sections);
  const open = (next: string | null) => {
    if (next) setParams({ section: next });
  };
  const role = auth.isAdmin ? t(`common:roles.${auth.user.role}`) : t('common:roles.2');
  const content: Record<DashboardSection, ReactNode> = {
    generate: <GenerateKeysForm />,
    keys: <LicenceKeysSection />,
    activate: <ActivateUserForm />,
    summary: <SalesSummary />,
    sales: <SalesReport />,
    check: <CheckUserForm below={belowCheckedUser} />,
    users: (
      <Stack gap="lg">
        <UsersTable />
        {auth.isAdmin && <EditorAccessForm />}
      </Stack>
    ),
    orders: <OrdersSection />,
    'buy-keys': <BuyKeysSection />,
    'pending-resellers': <ResellerApplicationsList />,
    resellers: <ResellersTable />,
    audit: <AuditLogSection />,
    releases: <ReleasesSection />,
  };

  return (
    <Stack gap="lg">
      <PageTitle title={`${t(`dashboard.sections.${section}`)} · ${t('auth:dashboard.title')}`} />
      <div>
        <Title order={1}>{t('auth:dashboard.greeting', { name: auth.user.name })}</Title>
        <Text c="dimmed" mt={4} data-testid="dashboard-role">
          {t('auth:dashboard.role', { role })}
        </Text>
      </div>
      {auth.isReseller && <ResellerCorner />}
      <NativeSelect
        hiddenFrom="sm"
        label={t('dashboard.section')}
        value={section}
        onChange={(event) => open(event.currentTarget.value)}
        data={sections.map((value) => ({ value, label: t(`dashboard.sections.${value}`) }))}
      />
      <Tabs value={section} onChange={open} keepMounted={false}>
        <Tabs.List visibleFrom="sm" mb="md">
          {sections.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`dashboard.sections.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {sections.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              {content[value]}
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
