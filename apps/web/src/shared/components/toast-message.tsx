/** Toast content: the request's path segment as title, the server message as body (spec 8). */
export function ToastMessage({ title, body }: { title: string; body: string }) {
  return (
    <div className="toast-message">
      <div className="toast-message__title">{title}</div>
      <div className="toast-message__body">{body}</div>
    </div>
  );
}
