import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { loadAdminCatalog } from "../testing/render-admin.tsx";
import { FileUpload } from "./file-upload.tsx";

function Harness() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <FileUpload label="File" kind="resource" file={file} onChange={setFile} />
    </I18nextProvider>
  );
}

const sized = (name: string, type: string, bytes: number) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: bytes });
  return file;
};

describe("FileUpload for resources", () => {
  beforeAll(loadAdminCatalog);
  afterEach(cleanup);

  it("takes a PDF and names what was chosen", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText(/^File/), sized("guide.pdf", "application/pdf", 2 * 1024 * 1024));
    expect(screen.getByText(/Chosen: guide\.pdf \(2\.0 MB\)/)).toBeInTheDocument();
    expect(screen.getByText("PDF document")).toBeInTheDocument();
  });

  it("refuses a type the site cannot show and a file over its limit", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(
      screen.getByLabelText(/^File/),
      sized("slides.pptx", "application/vnd.ms-powerpoint", 1000),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This kind of file cannot be shared");
    await user.upload(
      screen.getByLabelText(/^File/),
      sized("lecture.pdf", "application/pdf", 11 * 1024 * 1024),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This file is too large: the limit is 10 MB.");
    expect(screen.queryByText(/Chosen:/)).not.toBeInTheDocument();
  });
});
