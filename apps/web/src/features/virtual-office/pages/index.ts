export { ManageVirtualOfficePage } from './manage-virtual-office-page';
export { VirtualOfficePage } from './virtual-office-page';
