import { z } from 'zod';
import { requiredText, textSchema } from './text.ts';

export const ContactMessageSchema = z.object({
  name: requiredText('Name is required', 120),
  email: textSchema({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactReplySchema = z.object({ message: textSchema() });

export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you within 24 hours.";
