// Runs once when the Next.js server starts (never during `next build`): brings up the database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerNodeStartUp } = await import('./startup/register-node');
  await registerNodeStartUp();
}
