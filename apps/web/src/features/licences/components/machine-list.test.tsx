import type { ListedMachine } from '@oneclick/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { MachineList } from './machine-list';

const machine = (name: string, holdsSeat: boolean): ListedMachine => ({
  id: `00000000-0000-4000-8000-00000000000${name.length}`,
  hostname: name,
  os: 'Windows 11',
  version: '2.4.0',
  activatedAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-25T08:00:00.000Z',
  holdsSeat,
});

describe('MachineList', () => {
  it('counts the seats held and says which computers lost theirs', async () => {
    const machines = [machine('A', true), machine('BB', true), machine('CCC', false)];
    await loadNamespace('licences', 'en-US');
    await renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <MachineList title="Your computers" none="None" data={{ machines, seats: 2 }} testId="my-machines" />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('machine-seats')).toHaveTextContent('2 of 2 seats used');
    for (const held of machines.slice(0, 2)) {
      expect(within(screen.getByTestId(`machine-${held.id}`)).queryByTestId('machine-no-seat')).toBeNull();
    }
    expect(within(screen.getByTestId(`machine-${machines[2]!.id}`)).getByTestId('machine-no-seat')).toHaveTextContent(
      "No seat: older computers hold your plan's seats",
    );
  });
});
