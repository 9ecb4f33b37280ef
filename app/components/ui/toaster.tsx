import * as React from "react";

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { useToast } from "~/components/ui/use-toast";
import { useServerMessage } from "~/lib/server-message";

type ToasterProps = Omit<React.ComponentPropsWithoutRef<typeof ToastProvider>, "children">;

/** Mount once in the root layout. Pass swipeDirection="left" when the document is right-to-left. */
export function Toaster(props: ToasterProps) {
  const { toasts } = useToast();
  // Actions write their toasts in English (the flash cookie, like every server message): shown in the reader's language.
  const message = useServerMessage();
  const translate = (text: React.ReactNode) => (typeof text === "string" ? message(text) : text);

  return (
    <ToastProvider {...props}>
      {toasts.map(function ({ id, title, description, action, ...toastProps }) {
        return (
          <Toast key={id} {...toastProps}>
            <div className="grid gap-1">
              {title && <ToastTitle>{translate(title)}</ToastTitle>}
              {description && <ToastDescription>{translate(description)}</ToastDescription>}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
