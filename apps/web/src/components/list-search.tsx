import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { validationText } from '../i18n/validation-text';

interface ListSearchProps {
  label: string;
  description: string;
  /** The validation code (`validation:<CODE>`) of a text no search can find, or null. */
  problem?: (text: string) => string | null;
  /** The text searched for, undefined once the search is cleared. */
  onSearch: (text: string | undefined) => void;
  testId: string;
  monospace?: boolean;
}

/** A search box above a dashboard list: the list follows the text once it is sent, until cleared. */
export function ListSearch({ label, description, problem, onSearch, testId, monospace = false }: ListSearchProps) {
  const { t } = useTranslation(['common', 'validation']);
  const [text, setText] = useState('');
  const [searched, setSearched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    const code = wanted ? (problem?.(wanted) ?? null) : null;
    setError(code);
    if (code) return;
    setSearched(wanted !== '');
    onSearch(wanted || undefined);
  };
  const clear = () => {
    setText('');
    setError(null);
    setSearched(false);
    onSearch(undefined);
  };

  return (
    <form role="search" onSubmit={submit} noValidate data-testid={testId}>
      <TextInput
        label={label}
        description={description}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        error={error ? validationText(t, error) : undefined}
        styles={monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="center">
            <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
            <Button type="submit" variant="light">
              {t('search.submit')}
            </Button>
            {searched && (
              <Button variant="subtle" onClick={clear} px="xs">
                {t('search.clear')}
              </Button>
            )}
          </Group>
        )}
      />
    </form>
  );
}
