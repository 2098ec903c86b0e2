import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, messagesOf } from './i18n';
import { useTranslation } from './use-translation';

async function renderSupportTitle() {
  await act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <SupportTitle />
      </Suspense>,
    );
  });
}

function SupportTitle() {
  const { t } = useTranslation(['support', 'common']);
  return (
    <h1>
      {t('title')} · {t('appName')} · {t('common:nav.home')}
    </h1>
  );
}

describe('useTranslation', () => {
  beforeEach(async () => {
    await initI18n('en-US');
  });

  it('loads its namespaces when first used, then reads them in order and by prefix', async () => {
    expect(messagesOf('en-US', 'support')).toBeUndefined();
    await renderSupportTitle();
    expect(await screen.findByRole('heading')).toHaveTextContent('Support · OneClick Portal · Home');
  });

  it('renders again in the new language once its messages are in, without suspending', async () => {
    await renderSupportTitle();
    await screen.findByRole('heading');

    await act(() => changeLanguage('vi'));

    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Hỗ trợ · OneClick Portal · Trang chủ');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('keeps the same t while the language and namespaces stay the same', () => {
    const { result, rerender } = renderHook(() => useTranslation(['common']));
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
  });
});
