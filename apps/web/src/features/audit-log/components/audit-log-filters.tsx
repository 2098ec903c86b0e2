import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction, type AuditLogQuery, auditLogQuerySchema } from '@oneclick/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { validationText } from '../../../i18n/validation-text';

/** What the audit log is filtered by (the page aside). */
export type AuditLogFilter = Omit<AuditLogQuery, 'page'>;

type Field = 'action' | 'actor' | 'target' | 'from' | 'to';
const EMPTY: Record<Field, string> = { action: '', actor: '', target: '', from: '', to: '' };

/**
 * The audit log's filters: a named action from a list in the reader's language, the e-mail of
 * who acted and of whom it was about, and a range of days. Checked with the server's own schema
 * before the log is asked, so a bad filter is told at its field.
 */
export function AuditLogFilters({ onApply }: { onApply: (filter: AuditLogFilter) => void }) {
  const { t } = useTranslation(['audit-log', 'common', 'validation']);
  const language = useLanguage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const actions = useMemo(
    () =>
      AUDIT_ACTIONS.map((action) => ({
        value: action,
        label: t(`audit.actions.${action}`, { defaultValue: action }),
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [t, language],
  );

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const change = (field: Field) => (event: { currentTarget: { value: string } }) =>
    set(field, event.currentTarget.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter: AuditLogFilter = {
      action: (values.action || undefined) as AuditAction | undefined,
      actor: values.actor.trim() || undefined,
      target: values.target.trim() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    };
    const checked = auditLogQuerySchema.safeParse(filter);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(filter);
  };
  const clear = () => {
    setValues(EMPTY);
    setErrors({});
    onApply({});
  };
  const errorOf = (field: Field) => (errors[field] ? validationText(t, errors[field]) : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="audit-log-filters">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('audit.action')}
          value={values.action}
          onChange={change('action')}
          data={[{ value: '', label: t('search.anyAction') }, ...actions]}
          error={errorOf('action')}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label={t('audit.actor')}
          type="email"
          value={values.actor}
          onChange={change('actor')}
          error={errorOf('actor')}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          label={t('search.target')}
          type="email"
          value={values.target}
          onChange={change('target')}
          error={errorOf('target')}
          style={{ flex: '1 1 200px' }}
        />
        <DateField
          label={t('search.from')}
          value={values.from || undefined}
          onChange={(from) => set('from', from ?? '')}
          error={errorOf('from')}
        />
        <DateField
          label={t('search.to')}
          value={values.to || undefined}
          onChange={(to) => set('to', to ?? '')}
          error={errorOf('to')}
        />
      </Group>
      <Group gap="xs" mt="sm">
        <Button type="submit" variant="light">
          {t('audit.filter')}
        </Button>
        <Button variant="subtle" onClick={clear}>
          {t('search.clear')}
        </Button>
      </Group>
    </form>
  );
}
