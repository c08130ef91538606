import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { stubServer } from '../../../test/render-app';
import type { TTeamFolder } from '../api/team-folder';
import { TeamFolder } from './team-folder';

const FOLDER: TTeamFolder = {
  available: true,
  isTeamOwner: false,
  documents: [
    {
      documentId: 'doc-1',
      title: 'Mutual NDA',
      ownerName: 'Alex Nguyen',
      role: 'EDITOR',
      addedAt: '2026-11-25T00:00:00.000Z',
      canRemove: false,
    },
    {
      documentId: 'doc-2',
      title: 'Employment contract',
      ownerName: 'Ann Lee',
      role: 'OWNER',
      addedAt: '2026-11-24T00:00:00.000Z',
      canRemove: true,
    },
  ],
  addable: [{ documentId: 'doc-3', title: 'Privacy policy' }],
};

const named = (calls: { body: unknown }[], name: string) =>
  calls.filter((c) =>
    new RegExp(`\\b${name}\\b`).test(String((c.body as { query?: string })?.query)),
  );

function renderFolder(graphql: Record<string, unknown>) {
  const server = stubServer(null, {}, graphql);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter([{ path: '*', element: <TeamFolder /> }], {
    initialEntries: ['/documents/my-documents'],
  });
  const view = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...server, ...view };
}

describe('the team folder in My documents', () => {
  it("lists the team's documents with the viewer's role, and shares one more", async () => {
    const { calls } = renderFolder({
      TeamFolder: { teamFolder: FOLDER },
      AddToTeamFolder: { addToTeamFolder: { ...FOLDER, addable: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeTruthy();
    const rows = screen.getAllByTestId('team-folder-document');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Mutual NDAFrom Alex NguyenCan edit',
      'Employment contractPut here by youYoursTake out',
    ]);
    expect(screen.getByRole('link', { name: 'Mutual NDA' }).getAttribute('href')).toBe(
      '/documents/questionnaire/doc-1',
    );
    // Only what the viewer may take out offers to.
    expect(screen.getAllByRole('button', { name: /Take .* out of the team folder/ })).toHaveLength(
      1,
    );

    const share = screen.getByRole('button', { name: 'Share with team' });
    expect((share as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('textbox', { name: 'Put one of your documents here' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Privacy policy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share with team' }));
    await vi.waitFor(() => expect(named(calls, 'addToTeamFolder')).toHaveLength(1));
    expect((named(calls, 'addToTeamFolder')[0]!.body as { variables: unknown }).variables).toEqual({
      documentId: 'doc-3',
      role: 'EDITOR',
    });
  });

  it('shows nothing to a customer in no team', async () => {
    const { calls, container } = renderFolder({
      TeamFolder: {
        teamFolder: { available: false, isTeamOwner: false, documents: [], addable: [] },
      },
    });
    await vi.waitFor(() => expect(named(calls, 'teamFolder')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Team' })).toBeNull();
    expect(container.textContent).not.toContain('Team');
  });
});
