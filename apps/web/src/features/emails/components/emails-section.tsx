import { Code, Group, NativeSelect, Paper, Stack, Tabs, Text } from '@mantine/core';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName, type Language, LANGUAGES } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { emailPreviewQuery } from '../api/preview-email';

/**
 * The dashboard's E-mails: any template in any language with sample values, as its reader gets it:
 * the HTML part in a frame that runs nothing, and the plain-text part.
 */
export function EmailsSection() {
  const { t } = useTranslation(['emails', 'common']);
  const uiLanguage = useLanguage();
  const [template, setTemplate] = useState<EmailTemplateName>('renewalReminder');
  const [language, setLanguage] = useState<Language>(uiLanguage);
  const { data: preview } = useQuery(emailPreviewQuery(template, language));
  const templateName = t(`emailPreview.templates.${template}`);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('emailPreview.lead')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('emailPreview.template')}
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value as EmailTemplateName)}
          data={EMAIL_TEMPLATE_NAMES.map((name) => ({ value: name, label: t(`emailPreview.templates.${name}`) }))}
          style={{ flex: '1 1 280px' }}
        />
        <NativeSelect
          label={t('emailPreview.language')}
          style={{ flex: '1 1 auto' }}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
          data={LANGUAGES.map((code) => ({ value: code, label: t(`common:language.${code}`) }))}
        />
      </Group>
      {preview && (
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            {t('emailPreview.subject')}
          </Text>
          <Text fw={600} mb="sm" data-testid="email-subject">
            {preview.subject}
          </Text>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">{t('emailPreview.html')}</Tabs.Tab>
              <Tabs.Tab value="text">{t('emailPreview.text')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* An empty sandbox: the e-mail's HTML shows, nothing in it runs or navigates this page. */}
              <iframe
                title={t('emailPreview.frameTitle', { template: templateName })}
                srcDoc={preview.html}
                sandbox=""
                style={{ width: '100%', height: 640, border: 0 }}
                data-testid="email-html"
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Code block style={{ whiteSpace: 'pre-wrap' }} data-testid="email-text">
                {preview.text}
              </Code>
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </Stack>
  );
}
