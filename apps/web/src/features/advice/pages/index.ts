export { LawyerConsultationsPage } from './lawyer-consultations-page';
export { MyConsultationsPage } from './my-consultations-page';
export { NewConsultationPage } from './new-consultation-page';
