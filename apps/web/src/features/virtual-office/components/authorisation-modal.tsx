import type { TVirtualOffice } from '@app/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AuthorisationForm } from './authorisation-form';

/** The §2.5 authorisation form as a dialog (full screen on a phone). */
export function AuthorisationModal(props: {
  office: TVirtualOffice | null;
  acnFromQuery?: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.office !== null}
      onClose={props.onClose}
      title="Virtual office authorisation"
      size="lg"
      fullScreen={phone}
    >
      {props.office && (
        <AuthorisationForm office={props.office} acnFromQuery={props.acnFromQuery} />
      )}
    </Modal>
  );
}
