"""A real LSP client (pytest-lsp) against `formc lsp`, with the recorded capabilities of
VS Code, Neovim 0.11 and Emacs, so that the position encoding is negotiated both ways."""

import copy
import os
import pathlib
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

FORMC = os.environ.get("FORMC", str(pathlib.Path(__file__).resolve().parents[3] / ".build/debug/formc"))


def capabilities(name: str) -> types.ClientCapabilities:
    """A recorded client's capabilities; `emacs-utf32` is Emacs offering no UTF-8."""
    if name == "emacs-utf32":
        caps = copy.deepcopy(client_capabilities("emacs"))
        caps.general.position_encodings = [types.PositionEncodingKind.Utf32, types.PositionEncodingKind.Utf16]
        return caps
    return client_capabilities(name)


CLIENTS = ["visual-studio-code", "neovim@v0.11.0", "emacs", "emacs-utf32"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=os.environ.get("FORMC_LSP_COMMAND", "").split() or [FORMC, "lsp"]), params=CLIENTS)
async def client(request, lsp_client: LanguageClient):
    root = pathlib.Path(tempfile.mkdtemp(prefix="formc-lsp-"))
    (root / "specs").mkdir()
    (root / "specs" / "a.yaml").write_text(
        "formc: 1\nscreen: shared\nfields:\n  - id: x\n    type: choice\n    commit: on-select\n    options: [a, b]\n",
        encoding="utf-8",
    )
    # The recorded clients that allow dynamic registration accept it (pytest-lsp's client has
    # no handler of its own): formc asks them to watch the specs.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations = [r.method for r in params.registrations]
        return None

    lsp_client.registrations = []
    lsp_client.root = root
    lsp_client.client_name = request.param
    lsp_client.init_result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(request.param),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="specs")],
        )
    )
    yield
    await lsp_client.shutdown_session()
