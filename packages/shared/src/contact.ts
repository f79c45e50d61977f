import { z } from 'zod';
import { textSchema } from './text.ts';

const required = (message: string, max: number) =>
  textSchema({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

export const ContactMessageSchema = z.object({
  name: required('Name is required', 120),
  email: textSchema({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: required('Subject is required', 200),
  message: required('Message is required', 5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactReplySchema = z.object({ message: textSchema() });

export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you within 24 hours.";
