"""RDMA networks (InfiniBand, RoCE, AWS EFA through a plugin), what NCCL will use on a node, and the
memlock limit RDMA registration needs (nccl-rules.md section 2; nccl-facts-by-version.md rows 3a-3d).

Nothing here ever sets an environment variable: NCCL already skips unusable ports and falls back
by itself, and giving up RDMA on a threshold would cost bandwidth on a guess. The rule raises the
soft memlock limit (free) and reports, with the fix for the environment that was detected.
"""

from __future__ import annotations

from collections.abc import Mapping

from safelaunch.decisions import Finding, LimitChange, Proposal
from safelaunch.facts import HostFacts, IbPort, mib, nccl_setting
from safelaunch.rules.context import RuleInput, container_fix

IB_COST = ("inter-node traffic moves from RDMA to TCP sockets on the IP interface: typically 4x to more "
           "than 100x slower collectives between nodes; intra-node traffic is unaffected")
FORCE_SOCKETS = ("To run on TCP sockets deliberately instead, set NCCL_NET=Socket, which NCCL honours whatever "
                 f"net plugin is installed (cost: {IB_COST}).")


def _limit(value: int | None) -> str:
    return "unlimited" if value is None else mib(value) if value >= 1 << 20 else f"{value // 1024} KiB"


def _ports(ports: list[IbPort]) -> str:
    return ", ".join(f"{p.device}:{p.port}" for p in ports)


def external_plugin(facts: HostFacts, user_env: Mapping[str, str]) -> str | None:
    """The external net plugin NCCL will try before its internal IB and Socket transports, or None.

    NCCL loads ``libnccl-net-$NCCL_NET_PLUGIN.so`` when the variable is set, else ``libnccl-net.so``,
    and "none" disables the lookup (nccl src/net.cc:670-688@v2.24.3-1; src/plugin/net.cc:282-289@v2.28.9-1).
    """
    env = nccl_setting(facts, user_env, "NCCL_NET_PLUGIN")
    if env is not None:
        return None if env.value.strip().lower() in ("", "none") else env.value.strip()
    plugins = facts.net_plugins
    return plugins.name() if plugins is not None and plugins.present else None


def network_transport(facts: HostFacts, user_env: Mapping[str, str]) -> str:
    """What NCCL will use between nodes on this host: "ib", "plugin:<name>", "socket" or "unknown".

    NCCL takes the first network whose init succeeds and finds a device, trying an external plugin
    first, then IB, then Socket (nccl src/net.cc:884-886, :907-937@v2.24.3-1); ``NCCL_NET`` restricts
    the choice to the network of that name, case-insensitively (src/plugin/net.cc:360@v2.28.9-1). IB
    finds a device only on an ACTIVE port with an IB or Ethernet link layer (src/transport/net_ib.cc:605-607)
    whose verbs device opens (:588-589); NCCL_IB_DISABLE=1 stops the internal IB only (:553).
    """
    forced = nccl_setting(facts, user_env, "NCCL_NET")
    if forced is not None and forced.value.strip():
        name = forced.value.strip()
        return "socket" if name.lower() == "socket" else "ib" if name.lower() == "ib" else f"plugin:{name}"
    ib = facts.infiniband
    plugin = external_plugin(facts, user_env)
    if plugin is not None:
        # A plugin finds devices where there is RDMA hardware it can open; without any, it may still
        # claim a TCP-based provider (libfabric) or leave the choice to IB/Socket: not knowable here.
        if ib is not None and any(p.rdma and p.uverbs_ok is not False for p in ib.ports):
            return f"plugin:{plugin}"
        return "unknown"
    if ib is None:
        return "unknown"
    ib_disabled = nccl_setting(facts, user_env, "NCCL_IB_DISABLE")
    if ib_disabled is not None and ib_disabled.value.strip() == "1":
        return "socket"
    if ib.libibverbs_loads and any(p.usable and p.uverbs_ok is not False for p in ib.ports):
        return "ib"
    return "socket"


def transport_consistency(transports: Mapping[str, str]) -> list[Finding]:
    """Nodes that would end up on different networks: an error (nccl-facts-by-version.md row 3b).

    Each process picks its network alone (nccl src/net.cc:907-937@v2.24.3-1, src/plugin/net.cc@v2.28.9-1);
    nothing makes the ranks agree (src/init.cc:428@v2.28.9-1 only logs "Using network %s"), so a rank
    that exchanged IB handles cannot connect to one on sockets. Nodes whose answer is "unknown" are
    left out: an unknown fact never produces a finding.
    """
    known = {host: t for host, t in transports.items() if t != "unknown"}
    if len(set(known.values())) <= 1:
        return []
    by_transport: dict[str, list[str]] = {}
    for host, t in known.items():
        by_transport.setdefault(t, []).append(host)
    listing = "; ".join(f"{t} on {', '.join(hosts)}" for t, hosts in sorted(by_transport.items()))
    return [Finding(
        "network-mismatch", "error", ",".join(known),
        f"The nodes would use different networks for NCCL ({listing}). Every NCCL process picks its network "
        "by itself, without agreeing with the others, so ranks on different networks cannot connect: the job "
        "fails or hangs at its first collective between those nodes.",
        "Make the nodes alike: fix RDMA on the nodes that would use sockets (ports ACTIVE, /dev/infiniband "
        f"passed in, libibverbs and the same net plugin installed). {FORCE_SOCKETS}")]


def _memlock_fix(kind: str | None) -> str:
    return container_fix(
        kind,
        docker="Restart the container with `--ulimit memlock=-1:-1` (or `--cap-add IPC_LOCK`, which lifts the "
               "limit for RDMA registration); docker compose: `ulimits: {memlock: {soft: -1, hard: -1}}` or "
               "`cap_add: [IPC_LOCK]` under the service.",
        kubernetes="Add `securityContext: {capabilities: {add: [IPC_LOCK]}}` to the container (CAP_IPC_LOCK lifts "
                   "the limit for RDMA registration), or raise memlock in the container runtime's default limits "
                   "(e.g. `LimitMEMLOCK=infinity` in the containerd/CRI-O systemd unit).",
        bare="Set `* - memlock unlimited` in /etc/security/limits.conf and log in again; under Slurm, give slurmd "
             "an unlimited memlock (`LimitMEMLOCK=infinity` in its systemd unit) and keep a login shell's low "
             "limit out of jobs with `PropagateResourceLimitsExcept=MEMLOCK` (PropagateResourceLimits in "
             "slurm.conf).")


def _uverbs_fix(kind: str | None) -> str:
    return container_fix(
        kind,
        docker="Pass the verbs devices into the container: `docker run --device /dev/infiniband ...`.",
        kubernetes="Request the RDMA devices through an RDMA device plugin (or the NVIDIA network operator) so "
                   "that /dev/infiniband/uverbs* exist in the pod.",
        bare="Make /dev/infiniband/uverbs* readable and writable for this user (rdma-core's udev rules).")


def _memlock(ri: RuleInput, rdma: list[IbPort], rdma_now: bool, out: Proposal) -> None:
    """RLIMIT_MEMLOCK against RDMA registration (row 3a).

    The kernel charges pinned pages to RLIMIT_MEMLOCK unless the process has CAP_IPC_LOCK (linux
    drivers/infiniband/core/umem.c ib_umem_get). NCCL has no threshold of its own and never reads the
    limit; it registers the host-resident buffers of every NET connection, about 9.2 MiB each without
    GPUDirect RDMA (nccl src/transport/net.cc:751-772, :907-925@v2.24.3-1). 8 MiB was seen failing
    (NVIDIA/nccl-tests#206); NCCL's docs give one fix, unlimited (docs troubleshooting/
    networking_troubleshooting.rst:228-250). So: raise soft to hard (free); below
    ``memlock_block_below_bytes`` without CAP_IPC_LOCK the launch is blocked; above it, a warning that
    states the assumption. RDMA is never disabled on a threshold. ``rdma_now`` is False while another
    local problem (libibverbs, /dev/infiniband, a missing plugin) keeps NCCL off RDMA: the limit is then
    reported as a warning, to be fixed along with that problem.
    """
    memlock, caps = ri.facts.memlock, ri.facts.capabilities
    if memlock is None:
        return
    if memlock.soft is not None and memlock.soft != memlock.hard:
        out.limits.append(LimitChange(
            "memlock", memlock.hard,
            f"raise the soft memlock limit {_limit(memlock.soft)} to the hard limit "
            f"{_limit(memlock.hard)} so NCCL can register RDMA memory (no root, no cost)"))
    ipc_lock = caps.ipc_lock if caps is not None else None
    if memlock.hard is None or ipc_lock:
        return
    low = memlock.hard < ri.policy.memlock_block_below_bytes
    evidence = (f"RLIMIT_MEMLOCK hard limit {_limit(memlock.hard)}"
                f"{f' (below {_limit(ri.policy.memlock_block_below_bytes)})' if low else ''}, "
                f"{'no CAP_IPC_LOCK' if ipc_lock is False else 'CAP_IPC_LOCK unknown'}; RDMA ports: {_ports(rdma)}")
    fix = f"{_memlock_fix(ri.facts.container_kind)} {FORCE_SOCKETS}"
    if low:
        # Blocking needs certainty: NCCL in use, the capability known absent, and traffic between nodes.
        sure = ri.nccl_in_use and ipc_lock is False and ri.job.nnodes > 1 and rdma_now
        scope = "" if ri.job.nnodes > 1 else (" This matters for traffic between nodes; a single-node job sends "
                                              "over the NIC only pairs that cannot use P2P or SHM.")
        out.findings.append(Finding(
            "memlock-too-low", "error" if sure else "warning", ri.host,
            f"RDMA is usable but the memlock limit is far too low for NCCL to register its buffers ({evidence}): "
            "NCCL fails in ibv_reg_mr / ibv_create_qp. "
            f"safelaunch does not switch to TCP by itself.{scope}", fix))
    else:
        out.findings.append(Finding(
            "memlock-finite", "warning", ri.host,
            f"The memlock limit is finite ({evidence}); safelaunch assumes it is enough. NCCL registers about "
            "9.2 MiB of host buffers per network connection without GPUDirect RDMA, so many peers (all-to-all) "
            "can exceed it, and NCCL then fails in ibv_reg_mr. NCCL's documentation asks for unlimited.", fix))


def ib_rule(ri: RuleInput) -> Proposal:
    """Per host, report and never disable (nccl-facts-by-version.md rows 3a-3d):

    * no RDMA port usable: NCCL skips ports that are not ACTIVE or not IB/RoCE (nccl
      src/transport/net_ib.cc:605-607@v2.24.3-1) and drops a network with no device (src/net.cc:884-886),
      reaching Socket by itself, so NCCL_IB_DISABLE=1 would change nothing: a finding only;
    * an external net plugin is loaded before the internal IB and ignores NCCL_IB_DISABLE (the HPC-X plugin
      reads NCCL_IBEXT_DISABLE, Mellanox/nccl-rdma-sharp-plugins src/ib_plugin.c:376@2f5ac02; aws-ofi-nccl
      reads neither): a user's NCCL_IB_DISABLE=1 is reported, and the fixes name NCCL_NET=Socket
      (src/plugin/net.cc:360@v2.28.9-1) for anyone who wants sockets;
    * EFA ports are ACTIVE with link layer "Unknown" (linux drivers/infiniband/hw/efa/efa_verbs.c
      efa_port_link_layer returns IB_LINK_LAYER_UNSPECIFIED; core/sysfs.c link_layer_show): only
      aws-ofi-nccl drives them, never reported as a TCP fallback, and their memlock is checked too;
    * an HCA whose /dev/infiniband/uverbsN cannot be opened: NCCL warns and skips it (net_ib.cc:588-589),
      silently ending on TCP when none is left;
    * the memlock limit: see ``_memlock``.
    """
    out = Proposal()
    facts, env = ri.facts, ri.user_env
    ib = facts.infiniband
    plugin = external_plugin(facts, env)
    forced = nccl_setting(facts, env, "NCCL_NET")
    ib_disable = nccl_setting(facts, env, "NCCL_IB_DISABLE")
    ib_disabled = ib_disable is not None and ib_disable.value.strip() == "1"
    usable = [p for p in ib.ports if p.usable] if ib else []
    openable = [p for p in usable if p.uverbs_ok is not False]
    if forced is not None and forced.value.strip().lower() == "ib" and ib is not None and (
            not openable or not ib.libibverbs_loads or ib_disabled):
        # A forced network that cannot start fails NCCL's init (src/net.cc:937@v2.24.3-1 "Error: network IB
        # not found"; "Failed to initialize any NET plugin" from 2.24).
        why = ("NCCL_IB_DISABLE=1" if ib_disabled else "no usable IB port" if not usable
               else "no IB device can be opened" if not openable else "libibverbs does not load")
        out.findings.append(Finding(
            "net-forced-unavailable", "error" if ri.nccl_in_use else "warning", ri.host,
            f"{forced.describe()} forces NCCL's IB transport, which cannot start here ({why}): NCCL fails at "
            "communicator init.",
            "Unset NCCL_NET, or fix IB on this node."))
    if ib is None or not ib.device_names:
        return out  # no HCA: NCCL uses sockets (or a plugin's own transport) by itself; nothing to decide
    rdma = [p for p in ib.ports if p.rdma]
    if not rdma:
        states = "; ".join(p.describe() for p in ib.ports) or "no ports listed"
        out.findings.append(Finding(
            "ib-no-usable-port", "warning" if ri.job.nnodes > 1 else "info", ri.host,
            f"No RDMA port is ACTIVE with link up ({states}). NCCL skips such ports by itself and, with no device "
            "left, goes on to its Socket transport for traffic between nodes; nothing needs to be set.",
            "Check cabling and the subnet manager (`ibstat`, `sminfo`); a usable port reads `4: ACTIVE` and "
            "`5: LinkUp`."))
        return out
    efa = [p for p in rdma if p.efa]
    if ib_disabled and plugin is not None:
        out.findings.append(Finding(
            "ib-disable-ineffective", "warning", ri.host,
            f"{ib_disable.describe() if ib_disable else 'NCCL_IB_DISABLE=1'} does not stop the net plugin "
            f"{plugin}, which NCCL loads before its internal IB: the HPC-X/NGC plugin reads NCCL_IBEXT_DISABLE "
            "and aws-ofi-nccl reads neither, so RDMA (and its memlock needs) stay in use.",
            "Unset NCCL_IB_DISABLE. To run on TCP sockets, set NCCL_NET=Socket instead."))
    transport = network_transport(facts, env)
    socket_by_user = transport == "socket" and (forced is not None or (ib_disabled and plugin is None and usable))
    if socket_by_user:
        what = forced.describe() if forced is not None else ib_disable.describe() if ib_disable else "the environment"
        out.findings.append(Finding(
            "ib-disabled-by-user", "warning", ri.host,
            f"{what} keeps NCCL off RDMA although {len(rdma)} port(s) are usable "
            f"({', '.join(p.describe() for p in rdma)}); inter-node traffic will use TCP.",
            f"Unset it unless this is deliberate (cost: {IB_COST})."))
        return out
    if efa and plugin is None and facts.net_plugins is not None:
        out.findings.append(Finding(
            "efa-without-plugin", "warning" if ri.job.nnodes > 1 else "info", ri.host,
            f"EFA devices are present ({_ports(efa)}) but no NCCL net plugin (libnccl-net*.so) was found on the "
            "library path or in the ld cache, and NCCL_NET_PLUGIN is unset. Only the aws-ofi-nccl plugin drives "
            "EFA; NCCL's own IB transport skips EFA ports (link layer Unknown), so traffic between nodes would use "
            "NCCL's Socket transport.",
            "Install aws-ofi-nccl (AWS Deep Learning AMIs and containers ship it under /opt/amazon/ofi-nccl) and "
            "put its lib directory on LD_LIBRARY_PATH."))
    via = f"the net plugin {plugin}" if plugin is not None else "NCCL's IB transport"
    if not ib.libibverbs_loads:
        tail = (f"{via} needs it too (HPC-X links it; libfabric's EFA provider uses it)." if plugin is not None
                else "NCCL will silently fall back to TCP sockets." if usable
                else "the aws-ofi-nccl plugin will need it too (libfabric's EFA provider uses it).")
        out.findings.append(Finding(
            "ibverbs-missing", "warning", ri.host,
            f"{len(rdma)} RDMA port(s) are ACTIVE but libibverbs.so.1 does not load ({ib.libibverbs_error}); {tail}",
            "Install rdma-core / libibverbs1 and the provider (libmlx5, libefa) in this image."))
    closed = [p for p in rdma if p.uverbs_ok is False]
    if closed:
        # Row 3d: ibv_open_device fails, NCCL warns "NET/IB : Unable to open device" and `continue`s
        # (nccl src/transport/net_ib.cc:588-589@v2.24.3-1); with no device left it ends on Socket.
        if plugin is not None:
            effect = f"{via} cannot open them"
        elif usable and not openable:
            effect = "NCCL silently falls back to TCP sockets"
        elif usable:
            effect = "NCCL warns `NET/IB : Unable to open device` and uses only the other devices (less bandwidth)"
        else:
            effect = "the aws-ofi-nccl plugin EFA needs could not open them either"
        out.findings.append(Finding(
            "ib-uverbs-inaccessible", "warning", ri.host,
            f"The verbs device nodes of {_ports(closed)} are missing or not read-writable "
            f"(/dev/infiniband/uverbs*): {effect}.",
            f"{_uverbs_fix(facts.container_kind)} Pass --device /dev/infiniband (or the equivalent) so NCCL can "
            "open the HCAs."))
    _memlock(ri, rdma, transport == "ib" or transport.startswith("plugin:"), out)
    return out
