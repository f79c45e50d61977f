import { z } from 'zod';
import { requiredText, textSchema } from './text.ts';
import { EMAIL_OR_PHONE_REQUIRED, OptionalEmailSchema, OptionalPhoneSchema } from './auth.ts';

/** The contact form: the shop answers by email or by phone, so one of the two is enough. */
export const ContactMessageSchema = z
  .object({
    name: requiredText('Name is required', 120),
    email: OptionalEmailSchema,
    /** '' when none; otherwise the one stored spelling of the number. */
    phone: OptionalPhoneSchema.transform((phone) => phone ?? ''),
    subject: requiredText('Subject is required', 200),
    message: requiredText('Message is required', 5000),
  })
  .refine((input) => input.email !== '' || input.phone !== '', {
    message: EMAIL_OR_PHONE_REQUIRED,
    path: ['email'],
  });
export type ContactMessage = z.output<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

export const ContactReplySchema = z.object({ message: textSchema() });

export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you within 24 hours.";
