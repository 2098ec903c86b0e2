import { Group, UnstyledButton } from '@mantine/core';
import { LANGUAGES } from '@oneclick/shared';
import { useTranslation } from '../../i18n/use-translation';
import { FlagIcon } from '../../components/flag-icon';
import { changeLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import classes from './language-switcher.module.css';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <UnstyledButton
          key={language}
          className={classes.flag}
          onClick={() => void changeLanguage(language)}
          aria-pressed={language === current}
          aria-label={t(`language.${language}`)}
          title={t(`language.${language}`)}
          lang={language}
          data-language={language}
        >
          <FlagIcon language={language} />
        </UnstyledButton>
      ))}
    </Group>
  );
}
