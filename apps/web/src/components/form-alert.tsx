import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

interface FormAlertProps extends Pick<AlertProps, 'title' | 'mb' | 'w'> {
  /** Red for a failure (the default); teal for what was done; yellow or blue for something to act on. */
  color?: 'red' | 'teal' | 'yellow' | 'blue';
  /** Closes it: the form forgets the problem it told. */
  onClose: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The one alert a form shows: about its latest attempt, closed by the reader, and gone once they
 * edit the form (`useDismissOnEdit`), so it never stands above input it is no longer about.
 */
export function FormAlert({ color = 'red', onClose, children, ...rest }: FormAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color={color}
      variant="light"
      withCloseButton
      closeButtonLabel={t('errors.dismiss')}
      onClose={onClose}
      role={color === 'red' ? 'alert' : 'status'}
      {...rest}
    >
      {children}
    </Alert>
  );
}
