/** Shows a load error of a server-rendered section as a toast (SPEC §8): error-toast.enhance.ts. */
export function ErrorToast({ message }: { message: string }) {
  return <span hidden data-enhance="error-toast" data-message={message} />;
}
