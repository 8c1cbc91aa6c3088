'use server';

import { listActions } from '@/lib/server/actions';
import { LOGO_MESSAGES } from './schema';
import { uploadLogo } from './service';

export const uploadLogoAction = listActions('logos.write', LOGO_MESSAGES, { create: uploadLogo }).save;
