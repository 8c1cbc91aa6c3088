'use server';

import { listActions } from '@/lib/server/admin-actions';
import { LOGO_MESSAGES } from './schema';
import { uploadLogo } from './service';

export const uploadLogoAction = listActions(LOGO_MESSAGES, { create: uploadLogo }).save;
