import { Select } from '@mantine/core';
import type { Language } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useEditableLanguages } from './use-editable-languages';

interface LanguageSelectProps {
  label?: string;
  value: Language;
  onChange: (language: Language) => void;
  error?: string;
  'aria-label'?: string;
}

/** A choice among the editor's own languages. */
export function LanguageSelect({ label, value, onChange, error, ...rest }: LanguageSelectProps) {
  const { t } = useTranslation('cms');
  const languages = useEditableLanguages();
  return (
    <Select
      label={label}
      aria-label={rest['aria-label']}
      data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as Language)}
      allowDeselect={false}
      error={error}
    />
  );
}
