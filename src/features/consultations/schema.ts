// The consultation request form (SPEC §5, §9): one schema for the browser and the server. Its
// fields are the spec's consultation fields (src/lib/shared/consultation-fields.ts).
import * as z from 'zod/mini';
import { consultationFields } from '@/lib/shared/consultation-fields';
import { CONSULTATION_MAX, CONSULTATION_MESSAGES, CONSULTATION_MIN } from './messages';

export { CONSULTATION_MAX, CONSULTATION_MESSAGES, CONSULTATION_MIN };
export { consultationWhatsappMessage } from '@/lib/shared/consultation-fields';

export const consultationSchema = z.object(consultationFields);

export type ConsultationInput = z.infer<typeof consultationSchema>;
