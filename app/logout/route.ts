import { signOut } from '@/lib/auth';

/** /logout ends the session and lands on the login page. */
export async function GET() {
  await signOut({ redirectTo: '/login?notice=signed-out' });
}

export const POST = GET;
