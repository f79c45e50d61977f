import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

/** `/reset-password/{userId}/{resetToken}`: the link mailed by forgot-password. */
export default function ResetPasswordPage() {
  const { userId = '', resetToken = '' } = useParams();
  return <ResetPasswordForm key={`${userId}/${resetToken}`} userId={userId} resetToken={resetToken} />;
}
