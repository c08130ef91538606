import { Button, Drawer, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';

type TMobileSearchProps = { opened: boolean; onClose: () => void };

/** SPEC §2.3 mobile search: the term goes to the document library. */
export function MobileSearch({ opened, onClose }: TMobileSearchProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    if (!q) return;
    onClose();
    setTerm('');
    navigate(paths.documentLibrary({ q }));
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      size="auto"
      title="How can we help?"
      closeButtonProps={{ 'aria-label': 'Close search' }}
    >
      <search>
        <form onSubmit={submit} data-testid="mobile-search">
          <Stack gap="sm">
            <TextInput
              label="Search legal documents"
              placeholder="e.g. employment contract"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              data-autofocus
            />
            <Button type="submit" disabled={!term.trim()}>
              Search
            </Button>
          </Stack>
        </form>
      </search>
    </Drawer>
  );
}
