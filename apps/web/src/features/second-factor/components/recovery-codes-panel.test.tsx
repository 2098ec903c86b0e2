import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-${String(index).padStart(5, '0')}`);

afterEach(() => vi.restoreAllMocks());

describe('RecoveryCodesPanel', () => {
  it('shows the codes once, says so, and downloads them as a text file', async () => {
    await loadNamespace('second-factor', 'en-US');
    const onDone = vi.fn();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('oneclick-recovery-codes.txt');
    });
    await renderWithProviders(<RecoveryCodesPanel codes={codes} email="ana@factory.test" onDone={onDone} />);

    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(screen.getByText(/They will not be shown again\./)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Download as .txt' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]!.text();
    expect(text).toContain('OneClick Portal recovery codes for ana@factory.test');
    for (const code of codes) expect(text).toContain(`\n${code}\n`);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalled();
  });
});
