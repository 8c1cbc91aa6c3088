import { ConsultationPage, consultationMetadata } from '../consultation-page';

// Linked by the spec (the hiring page's call to action) without a page of its own: the same form.
export const generateMetadata = () => consultationMetadata('/agendar-consulta');

export default ConsultationPage;
