import { ConsultationPage, consultationMetadata } from '../consultation-page';

export const generateMetadata = () => consultationMetadata('/consultation-request');

export default ConsultationPage;
