import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useLogout } from "../api/logout";

export function LogoutButton() {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" onClick={onClick} disabled={pending}>
      Logout
    </Button>
  );
}
