"""Cross-memory attach (process_vm_readv) blocked by Yama ptrace_scope.

Sources: Yama's scopes (linux Documentation/admin-guide/LSM/Yama.rst: 1 = descendants only, 2 =
CAP_SYS_PTRACE only, 3 = no attach); process_vm_readv needs the same ptrace-attach permission
(linux mm/process_vm_access.c, `mm_access(task, PTRACE_MODE_ATTACH_REALCREDS)`). NCCL does not use
CMA (no process_vm_*/ptrace in NVIDIA/nccl src; IPC is SCM_RIGHTS + CUDA IPC/cuMem), so NCCL jobs
need nothing here. The stacks that do, and their off-switches: PSM3 `PSM3_KASSIST_MODE=none`
(ofiwg/libfabric prov/psm3 README, ptl_am/ptl.c); libfabric shm `FI_SHM_DISABLE_CMA=1` (man fi_shm(7));
Intel MPI `I_MPI_SHM_CMA=0` (Intel MPI reference, shared-memory controls); Open MPI vader/sm
`OMPI_MCA_btl_{vader,sm}_single_copy_mechanism=none` (ompi opal/mca/btl/sm, open-mpi/ompi#4948); UCX
`UCX_TLS=^cma` (openucx/ucx src/uct/sm/scopy/cma/cma_md.c; the ^-list syntax: open-mpi/ompi#11985).
"""

from __future__ import annotations

from safelaunch.decisions import EnvSetting, Proposal
from safelaunch.rules.context import RuleInput

# The off-switch of each stack's CMA path; each falls back to two copies through shared memory.
CMA_OFF_SWITCHES: dict[str, tuple[tuple[str, str], ...]] = {
    "psm3": (("PSM3_KASSIST_MODE", "none"),),
    "libfabric": (("FI_SHM_DISABLE_CMA", "1"),),
    "oneccl": (("PSM3_KASSIST_MODE", "none"), ("FI_SHM_DISABLE_CMA", "1")),
    "openmpi": (("OMPI_MCA_btl_vader_single_copy_mechanism", "none"),
                ("OMPI_MCA_btl_sm_single_copy_mechanism", "none")),
    "intel_mpi": (("I_MPI_SHM_CMA", "0"),),
    "ucx": (("UCX_TLS", "^cma"),),
}

CMA_COST = ("large intra-node messages of this stack take two copies through shared memory instead of "
            "one direct copy: somewhat lower intra-node bandwidth; NCCL traffic is unaffected")


def cma_blocked(scope: int | None, sys_ptrace: bool) -> bool:
    """Whether a rank may read a sibling rank's memory.

    Scope 1 allows only descendants and 2 only CAP_SYS_PTRACE holders (ranks are siblings, so
    both need the capability); scope 3 forbids attaching altogether.
    """
    if scope is None or scope == 0:
        return False
    return scope >= 3 or not sys_ptrace


def cma_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    caps = ri.facts.capabilities
    if not ri.facts.cma_stacks or not cma_blocked(ri.facts.ptrace_scope, bool(caps and caps.sys_ptrace)):
        return out
    scope_fact = (f"kernel.yama.ptrace_scope={ri.facts.ptrace_scope}"
                  f"{'' if ri.facts.ptrace_scope == 3 else ' and no CAP_SYS_PTRACE'}")
    for stack, evidence in ri.facts.cma_stacks:
        for name, value in CMA_OFF_SWITCHES.get(stack, ()):
            out.env.append(EnvSetting(
                name, value,
                reason=f"{stack} reads peer ranks' memory with cross-memory attach, which the kernel "
                       "forbids here (errno 1, then an assertion)",
                evidence=f"{scope_fact}; {stack} present ({evidence})", cost=CMA_COST))
    return out
